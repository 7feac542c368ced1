package org.mwbench.servers.xmlrpc;

import java.net.ServerSocket;
import org.apache.xmlrpc.server.XmlRpcStreamServer;

/** The {@link BenchmarkWebServer} of a server started with {@code whitebox=true}: its processor times each call. */
final class WhiteBoxWebServer extends BenchmarkWebServer {

    WhiteBoxWebServer(ServerSocket bound) {
        super(bound);
    }

    @Override
    protected XmlRpcStreamServer newXmlRpcStreamServer() {
        return new WhiteBoxConnectionServer();
    }
}
