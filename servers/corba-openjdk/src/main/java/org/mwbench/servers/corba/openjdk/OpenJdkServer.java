package org.mwbench.servers.corba.openjdk;

import org.mwbench.servers.corba.AbstractCorbaServer;
import org.mwbench.servers.corba.OrbFlavour;

/** The benchmark IDL served by the OpenJDK ORB. */
public final class OpenJdkServer extends AbstractCorbaServer {
    public static final String PROTOCOL = "corba-openjdk";

    private final OpenJdkOrb orb = new OpenJdkOrb();

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }
}
