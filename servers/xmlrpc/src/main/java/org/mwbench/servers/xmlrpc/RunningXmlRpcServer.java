package org.mwbench.servers.xmlrpc;

import java.io.IOException;
import java.util.Map;
import org.mwbench.contract.middleware.RunningServer;

/** A started WebServer and where it listens. */
final class RunningXmlRpcServer extends RunningServer {
    /** How long close() waits for the listener thread; it ends as soon as its socket is closed. */
    private static final long STOP_PATIENCE_MILLIS = 2_000;

    private final BenchmarkWebServer webServer;

    RunningXmlRpcServer(BenchmarkWebServer webServer, XmlRpcEndpoint endpoint, Map<String, String> configuration) {
        super(endpoint.toString(), configuration);
        this.webServer = webServer;
    }

    /** Closes the listening socket and every open connection; the port is free when it returns. */
    @Override
    protected void stop() throws IOException {
        webServer.stop(STOP_PATIENCE_MILLIS);
    }
}
