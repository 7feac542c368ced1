package org.mwbench.servers.nativechild;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ReferenceService;

/** What every native server's {@code MiddlewareServer.start} does once it has its command line. */
public final class NativeServers {
    /** How long a native server may take to print its endpoint: it starts in milliseconds. */
    public static final Duration READY_TIMEOUT = Duration.ofSeconds(20);

    private NativeServers() {
    }

    /**
     * Starts the server's program and waits for its endpoint.
     *
     * @param service what the server is asked to serve: a native server serves the C++ copy of
     *                the reference data (servers/native-common's reference_data.hpp), so it
     *                refuses anything but the {@link ReferenceService}, rather than serve other data
     *                than was asked for
     */
    public static RunningNativeServer start(String protocol, BenchmarkService service, List<String> command,
                                           Map<String, String> configuration) throws IOException {
        if (!(service instanceof ReferenceService)) {
            throw new IllegalArgumentException("protocol '" + protocol + "' is a native server: it serves the"
                    + " reference data only, not " + service);
        }
        return new RunningNativeServer(NativeChild.start(command, READY_TIMEOUT), configuration);
    }
}
