package org.mwbench.servers.corba.glassfish;

import org.mwbench.servers.corba.AbstractCorbaServer;

/** The benchmark IDL served by GlassFish CORBA. */
public final class GlassfishServer extends AbstractCorbaServer {
    public static final String PROTOCOL = "corba-glassfish";

    public GlassfishServer() {
        super(PROTOCOL, new GlassfishOrb());
    }
}
