package org.mwbench.plugins.corba.openjdk;

import org.mwbench.plugins.corba.common.AbstractCorbaClient;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.openjdk.OpenJdkOrb;
import org.mwbench.servers.corba.openjdk.OpenJdkServer;

/** Calls the benchmark IDL through the OpenJDK ORB. */
public final class OpenJdkClient extends AbstractCorbaClient {
    private final OpenJdkOrb orb = new OpenJdkOrb();

    @Override
    public String protocol() {
        return OpenJdkServer.PROTOCOL;
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }
}
