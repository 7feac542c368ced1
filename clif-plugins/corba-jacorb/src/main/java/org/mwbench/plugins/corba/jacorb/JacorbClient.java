package org.mwbench.plugins.corba.jacorb;

import org.mwbench.servers.corba.CorbaClient;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.jacorb.JacorbOrb;
import org.mwbench.servers.corba.jacorb.JacorbServer;

/** Calls the benchmark IDL through JacORB. */
public final class JacorbClient extends CorbaClient {
    private final JacorbOrb orb = new JacorbOrb();

    @Override
    public String protocol() {
        return JacorbServer.PROTOCOL;
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }
}
