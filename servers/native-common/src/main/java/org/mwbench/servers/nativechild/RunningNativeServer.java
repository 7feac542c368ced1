package org.mwbench.servers.nativechild;

import java.util.Map;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;

/** A native server child as a {@link ServerHandle}: its endpoint, what it was started with, and its end. */
public final class RunningNativeServer implements ServerHandle {
    private final NativeChild child;
    private final Map<String, String> configuration;

    public RunningNativeServer(NativeChild child, Map<String, String> configuration) {
        this.child = child;
        this.configuration = ServerOptions.frozen(configuration);
    }

    @Override
    public String endpoint() {
        return child.endpoint();
    }

    @Override
    public Map<String, String> configuration() {
        return configuration;
    }

    /** The child's process id, for tests that check it is gone. */
    public long pid() {
        return child.pid();
    }

    @Override
    public void close() {
        child.close();
    }
}
