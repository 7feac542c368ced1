package org.mwbench.servers.corba.glassfish;

import org.mwbench.servers.corba.AbstractCorbaServer;
import org.mwbench.servers.corba.OrbFlavour;

/** The benchmark IDL served by GlassFish CORBA. */
public final class GlassfishServer extends AbstractCorbaServer {
    public static final String PROTOCOL = "corba-glassfish";

    private final GlassfishOrb orb = new GlassfishOrb();

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }
}
