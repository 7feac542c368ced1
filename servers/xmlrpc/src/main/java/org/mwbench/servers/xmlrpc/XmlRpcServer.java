package org.mwbench.servers.xmlrpc;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.apache.xmlrpc.server.XmlRpcServerConfigImpl;
import org.apache.xmlrpc.server.XmlRpcStreamServer;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The Apache XML-RPC server: the library's own {@link org.apache.xmlrpc.webserver.WebServer}
 * (HTTP/1.1, keep-alive on by default) on the given address and port, serving
 * {@link XmlRpcMethods} with Apache's {@code ex:i8} extension for longs. Options:
 * {@code threads}, {@code backlog}, {@code keepalive}, {@code maxRequestBytes}, {@code whitebox}
 * ({@link XmlRpcServerOptions}, {@link WhiteBoxConnectionServer}).
 */
public final class XmlRpcServer implements MiddlewareServer {
    public static final String PROTOCOL = "xmlrpc";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return XmlRpcServerOptions.parse(Map.of()).knobs();
    }

    /**
     * Binds, starts the WebServer's listener and returns: the kernel accepts from the moment
     * the socket is bound.
     *
     * @throws java.net.BindException "Address already in use" and the like, as java.net says it
     *         and as WebServer itself would after its retries
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        XmlRpcServerOptions options = XmlRpcServerOptions.parse(settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(new InetSocketAddress(bind, settings.port()), options.backlog());
            String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
            XmlRpcEndpoint endpoint = new XmlRpcEndpoint(host, socket.getLocalPort());
            // Off, the plain server: no timing code on the call path.
            BenchmarkWebServer webServer = configure(options.whiteBox() ? new WhiteBoxWebServer(socket)
                    : new BenchmarkWebServer(socket), options, service);
            webServer.start();
            return new RunningXmlRpcServer(webServer, endpoint, options.configuration());
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    private static BenchmarkWebServer configure(BenchmarkWebServer webServer, XmlRpcServerOptions options,
                                                BenchmarkService service) {
        XmlRpcStreamServer processor = webServer.getXmlRpcServer();
        XmlRpcServerConfigImpl config = (XmlRpcServerConfigImpl) processor.getConfig();
        config.setEnabledForExtensions(true);   // ex:i8 for the contract's longs
        config.setEnabledForExceptions(false);  // faults carry a message, never a serialized exception
        config.setKeepAliveEnabled(options.keepAlive());
        config.setContentLengthOptional(false); // a Content-Length on every reply, as keep-alive needs
        processor.setTypeFactory(new SafeTypeFactory(processor));
        processor.setHandlerMapping(new BenchmarkHandlers(service));
        processor.setMaxThreads(options.threads());
        webServer.processor().setMaxRequestBytes(options.maxRequestBytes());
        return webServer;
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
