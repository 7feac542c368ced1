package org.mwbench.servers.httpjson;

import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.RunningJdkHttpServer;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBoxHttpFilter;

/**
 * The HTTP/1.1 + JSON server: the JDK's {@link HttpServer} on the given address and port, one
 * context per {@link Operation}, handlers on a fixed pool of {@code threads}. Options:
 * {@code threads}, {@code backlog}, {@code queue}, {@code maxRequestBytes} ({@link HttpJsonServerOptions}).
 *
 * <p><b>JVM-wide settings:</b> {@code start} applies {@link JdkHttpServerProperties}
 * ({@code TCP_NODELAY}, and a bound on the time a request may take to arrive) unless the user
 * set them; an explicit {@code nodelay=false} is left alone, for whoever wants to measure
 * Nagle's algorithm.
 */
public final class HttpJsonServer implements MiddlewareServer {
    public static final String PROTOCOL = "http-json";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return HttpJsonServerOptions.parse(Map.of()).knobs();
    }

    /**
     * Binds, starts the server and returns: the kernel accepts connections from the moment
     * the socket is bound, and the dispatcher runs once {@code start} returns.
     *
     * @throws java.net.BindException "Address already in use" and the like, as the JDK's
     *         server reports it
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        HttpJsonServerOptions options = HttpJsonServerOptions.parse(settings.options());
        return RunningJdkHttpServer.start(PROTOCOL, settings, options.knobs(), options.configuration(), server -> {
            for (Operation operation : Operation.values()) {
                HttpContext context = server.createContext(operation.path(),
                        new OperationHandler(operation, service, options.maxRequestBytes()));
                if (options.whiteBox()) {
                    WhiteBoxHttpFilter.install(context); // off, the context has no filter at all
                }
            }
            server.createContext("/", new NotFoundHandler());
        }, (host, port) -> new HttpJsonEndpoint(host, port).toString());
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
