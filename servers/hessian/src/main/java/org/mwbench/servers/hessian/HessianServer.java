package org.mwbench.servers.hessian;

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
 * The Hessian server: Caucho's {@code HessianSkeleton} for {@link BenchmarkService}, behind the
 * JDK's {@link HttpServer} at {@code http://HOST:PORT/mwbench} ({@link HessianHandler}), handlers on
 * a fixed pool of {@code threads}. Options: {@code threads}, {@code backlog}, {@code queue},
 * {@code maxRequestBytes}, {@code whitebox} ({@link HessianServerOptions}).
 *
 * <p>The JDK server's JVM-wide properties ({@link JdkHttpServerProperties}: {@code TCP_NODELAY},
 * a bound on the time a request may take to arrive) are applied unless the user set them.
 */
public final class HessianServer implements MiddlewareServer {
    public static final String PROTOCOL = "hessian";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return HessianServerOptions.parse(Map.of()).knobs();
    }

    /**
     * Binds, starts the server and returns.
     *
     * @throws java.net.BindException "Address already in use" and the like, as the JDK's server reports it
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        HessianServerOptions options = HessianServerOptions.parse(settings.options());
        return RunningJdkHttpServer.start(PROTOCOL, settings, options.knobs(), options.configuration(), server -> {
            HttpContext context = server.createContext(HessianEndpoint.PATH,
                    new HessianHandler(service, options.maxRequestBytes()));
            if (options.whiteBox()) {
                WhiteBoxHttpFilter.install(context); // off, the context has no filter at all
            }
        }, (host, port) -> new HessianEndpoint(host, port).toString());
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
