package org.mwbench.servers.hessian;

import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ThreadPoolExecutor;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.DaemonThreads;
import org.mwbench.contract.middleware.JdkHttpServerKnobs;
import org.mwbench.contract.middleware.RunningJdkHttpServer;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
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

    /**
     * Binds, starts the server and returns.
     *
     * @throws java.net.BindException "Address already in use" and the like, as the JDK's server reports it
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        HessianServerOptions options = HessianServerOptions.parse(settings.options());
        JdkHttpServerProperties.apply();
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        HttpServer server = HttpServer.create(new InetSocketAddress(bind, settings.port()),
                options.knobs().value(ServerKnob.BACKLOG));
        int port = server.getAddress().getPort();
        ThreadPoolExecutor handlers = JdkHttpServerKnobs.workers(options.knobs(), DaemonThreads.named("mwbench-hessian-" + port + "-"));
        try {
            HttpContext context = server.createContext(HessianEndpoint.PATH,
                    new HessianHandler(service, options.maxRequestBytes()));
            if (options.whiteBox()) {
                WhiteBoxHttpFilter.install(context); // off, the context has no filter at all
            }
            server.setExecutor(handlers);
            server.start();
        } catch (RuntimeException e) {
            server.stop(0);
            handlers.shutdownNow();
            throw e;
        }
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        return new RunningJdkHttpServer(server, handlers, new HessianEndpoint(host, port).toString(), options.configuration());
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
