package org.mwbench.plugins.ice;

import org.mwbench.plugins.ice.common.AbstractIceClient;
import org.mwbench.servers.ice.IceServer;

/** Protocol {@code ice}: the Java Ice client ({@link AbstractIceClient}) of the Java Ice server. */
public final class IceClient extends AbstractIceClient {
    public IceClient() {
        super(IceServer.PROTOCOL);
    }
}
