package org.mwbench.plugins.corba.glassfish;

import org.mwbench.plugins.corba.common.AbstractCorbaClient;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.glassfish.GlassfishOrb;
import org.mwbench.servers.corba.glassfish.GlassfishServer;

/** Calls the benchmark IDL through GlassFish CORBA. */
public final class GlassfishClient extends AbstractCorbaClient {
    private final GlassfishOrb orb = new GlassfishOrb();

    @Override
    public String protocol() {
        return GlassfishServer.PROTOCOL;
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }

    /** GlassFish's default NIO channels cannot be counted from outside the ORB; its blocking sockets can. */
    @Override
    public String wireCountingOptions() {
        return "socket-type=socket";
    }
}
