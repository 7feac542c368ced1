package org.mwbench.servers.xmlrpc;

import java.io.IOException;
import java.util.Map;
import org.mwbench.contract.middleware.ServerHandle;

/** A started WebServer and where it listens. */
final class RunningXmlRpcServer implements ServerHandle {
    /** How long close() waits for the listener thread; it ends as soon as its socket is closed. */
    private static final long STOP_PATIENCE_MILLIS = 2_000;

    private final BenchmarkWebServer webServer;
    private final XmlRpcEndpoint endpoint;
    private final Map<String, String> configuration;
    private boolean closed;

    RunningXmlRpcServer(BenchmarkWebServer webServer, XmlRpcEndpoint endpoint, Map<String, String> configuration) {
        this.configuration = configuration;
        this.webServer = webServer;
        this.endpoint = endpoint;
    }

    @Override
    public String endpoint() {
        return endpoint.toString();
    }

    @Override
    public Map<String, String> configuration() {
        return configuration;
    }

    /** Closes the listening socket and every open connection; the port is free when it returns. */
    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        webServer.stop(STOP_PATIENCE_MILLIS);
    }
}
