package org.mwbench.servers.nativechild;

import org.mwbench.contract.middleware.MiddlewareServer;

/**
 * A middleware server that is a native program run as a child process (omniORB, Ice for C++):
 * its protocol's name, and the answer that it is native, said once here rather than in each
 * such server. Its subclass builds the program's command line and starts it with
 * {@link NativeServers#start}.
 */
public abstract class NativeMiddlewareServer implements MiddlewareServer {
    private final String protocol;

    /** @param protocol the protocol's name, as plans and {@code server --list} give it */
    protected NativeMiddlewareServer(String protocol) {
        this.protocol = protocol;
    }

    @Override
    public final String protocol() {
        return protocol;
    }

    /** Always: the server is the child process, the JVM holds only its launcher. */
    @Override
    public final boolean nativeProcess() {
        return true;
    }
}
