package org.mwbench.servers.corba.openjdk;

import org.mwbench.servers.corba.AbstractCorbaServer;

/** The benchmark IDL served by the OpenJDK ORB. */
public final class OpenJdkServer extends AbstractCorbaServer {
    public static final String PROTOCOL = "corba-openjdk";

    public OpenJdkServer() {
        super(PROTOCOL, new OpenJdkOrb());
    }
}
