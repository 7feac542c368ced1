package org.mwbench.servers.soap.jaxws;

import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpServer;
import jakarta.xml.ws.Endpoint;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.JdkHttpServerKnobs;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxHttpFilter;

/**
 * SOAP 1.1 document/literal through the JAX-WS RI: {@link BenchmarkEndpoint} published with
 * {@code Endpoint.create(...).publish(HttpContext)} on a JDK {@link HttpServer} this class
 * creates, so that it chooses the bind address, the port (0: any), the worker pool and when
 * everything closes. Options: the JDK HTTP server's knobs ({@link JdkHttpServerKnobs}:
 * {@code threads}, worker threads, default {@value #DEFAULT_THREADS}; {@code backlog};
 * {@code queue}) and {@value #MAX_REQUEST_BYTES}=N (default {@value #DEFAULT_MAX_REQUEST_BYTES}).
 */
public final class SoapJaxwsServer implements MiddlewareServer {
    public static final String PROTOCOL = "soap-jaxws";

    public static final String MAX_REQUEST_BYTES = "max-request-bytes";
    static final int DEFAULT_THREADS = 16;
    /** About twelve times the benchmark's largest request (64 KB of octets, base64 in an envelope: about 88 KB). */
    static final long DEFAULT_MAX_REQUEST_BYTES = 1 << 20;

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    private static ServerOptions options(Map<String, String> given) {
        return JdkHttpServerKnobs.declare(ServerOptions.of(PROTOCOL, given), DEFAULT_THREADS)
                .options(MAX_REQUEST_BYTES, WhiteBox.OPTION).read();
    }

    /**
     * Binds, publishes the endpoint and starts the HTTP server, which accepts calls when this
     * returns.
     *
     * @throws java.net.BindException "Address already in use" and the like, as the JDK's
     *         HTTP server reports it
     * @throws jakarta.xml.ws.WebServiceException when the RI refuses the endpoint
     */
    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        ServerOptions knobs = options(settings.options());
        boolean whiteBox = WhiteBox.requested(PROTOCOL, settings.options());
        long maxRequestBytes = knobs.positive(MAX_REQUEST_BYTES, DEFAULT_MAX_REQUEST_BYTES, Long.MAX_VALUE);
        Map<String, String> configuration = JdkHttpServerKnobs.configuration(knobs);
        configuration.put(MAX_REQUEST_BYTES, Long.toString(maxRequestBytes));
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: " + WhiteBoxHttpFilter.class.getSimpleName()
                    + ", its time in the " + WhiteBox.SERVER_NANOS + " response header");
        }
        JdkHttpServerProperties.apply(); // TCP_NODELAY and a bound on the time a request may take

        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        HttpServer http = HttpServer.create(new InetSocketAddress(bind, settings.port()), knobs.value(ServerKnob.BACKLOG));
        int port = http.getAddress().getPort();
        ExecutorService workers = JdkHttpServerKnobs.workers(knobs, new WorkerThreads(port, SoapJaxwsServer.class.getClassLoader()));
        http.setExecutor(workers);
        Endpoint endpoint = null;
        try (ContextLoader own = ContextLoader.of(SoapJaxwsServer.class)) {
            RuntimeWarmUp.xmlFactories();
            HttpContext httpContext = http.createContext(SoapNames.PATH);
            httpContext.getFilters().add(new RequestGuard(maxRequestBytes));
            if (whiteBox) {
                WhiteBoxHttpFilter.install(httpContext); // off, no filter of ours
            }
            endpoint = Endpoint.create(new BenchmarkEndpoint(service));
            endpoint.publish(httpContext);
            http.start();
        } catch (RuntimeException | Error e) {
            RunningSoapJaxwsServer.stopQuietly(http, endpoint, workers);
            throw e;
        }
        return new RunningSoapJaxwsServer(new SoapEndpoint(host, port), http, endpoint, workers,
                ServerOptions.frozen(configuration));
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
