package org.mwbench.servers.soap.axis;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import org.apache.axis.AxisProperties;
import org.apache.axis.server.AxisServer;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The benchmark service as a SOAP 1.1 rpc/encoded web service of Apache Axis 1.4, deployed in
 * code ({@link ServiceDeployment}) on an engine of its own and served over HTTP by the JDK's
 * {@code com.sun.net.httpserver} ({@link AxisHttpHandler}) rather than Axis's
 * {@code SimpleAxisServer}: see the README for why.
 */
public final class SoapAxisServer implements MiddlewareServer {
    public static final String PROTOCOL = "soap-axis";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return ServerConfig.from(Map.of()).knobs();
    }

    /**
     * Deploys the service, binds and returns once the HTTP server accepts calls.
     *
     * @throws java.net.BindException "Address already in use" and the like, as java.net says it
     */
    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its scope, not used
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException {
        ServerConfig config = ServerConfig.from(settings.options());
        refuseAutoTypes();
        JdkHttpServerProperties.apply(); // TCP_NODELAY and a bound on the time a request may take
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        try (ContextLoader axis = ContextLoader.of(SoapAxisServer.class)) {
            AxisServer engine = ServiceDeployment.engine(new BenchmarkEndpoint(service));
            HttpServer http = HttpServer.create(new InetSocketAddress(bind, settings.port()),
                    config.knobs().value(ServerKnob.BACKLOG));
            String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
            AxisEndpoint endpoint = new AxisEndpoint(host, http.getAddress().getPort());
            return RunningSoapAxisServer.start(http, engine, endpoint, config);
        }
    }

    /**
     * Axis makes any class a message names when {@code axis.doAutoTypes} is true in the
     * system properties or {@code axis.properties}, whatever the engine says: a server that
     * deserializes only the five mapped beans cannot run with it.
     */
    private static void refuseAutoTypes() {
        String autoTypes = AxisProperties.getProperty("axis.doAutoTypes");
        if (autoTypes != null && !"false".equalsIgnoreCase(autoTypes.trim())) {
            throw new IllegalStateException("protocol '" + PROTOCOL + "' refuses to start with axis.doAutoTypes="
                    + autoTypes + ": Axis would instantiate any class a request names");
        }
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
