package org.mwbench.plugins.ice;

import org.mwbench.servers.ice.IceMiddlewareClient;
import org.mwbench.servers.ice.IceServer;

/** Protocol {@code ice}: the Java Ice client ({@link IceMiddlewareClient}) of the Java Ice server. */
public final class IceClient extends IceMiddlewareClient {
    public IceClient() {
        super(IceServer.PROTOCOL);
    }
}
