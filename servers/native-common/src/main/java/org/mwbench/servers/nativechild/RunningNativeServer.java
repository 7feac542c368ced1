package org.mwbench.servers.nativechild;

import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;

/** A native server child as a {@link ServerHandle}: its endpoint, what it was started with, and its end. */
public final class RunningNativeServer extends RunningServer {
    private final NativeChild child;

    public RunningNativeServer(NativeChild child, Map<String, String> configuration) {
        super(child.endpoint(), ServerOptions.frozen(configuration));
        this.child = child;
    }

    /** The child's process id, for tests that check it is gone. */
    public long pid() {
        return child.pid();
    }

    @Override
    protected void stop() {
        child.close();
    }
}
