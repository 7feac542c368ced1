package org.mwbench.plugins.hessian;

import com.caucho.hessian.client.HessianProxyFactory;
import java.net.InetSocketAddress;
import java.net.MalformedURLException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.LibraryVersion;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.hessian.HessianEndpoint;
import org.mwbench.servers.hessian.HessianSerializers;
import org.mwbench.servers.hessian.HessianServer;

/**
 * The Hessian client: a {@link HessianProxyFactory} proxy of {@link BenchmarkService}, Hessian 2 both
 * ways, over {@link SocketConnectionFactory} (pooled keep-alive sockets that count their bytes and
 * bound each call by the call timeout), reading replies with {@link HessianSerializers#forReplies}'s
 * whitelist. Option: {@code whitebox=true}. No socket opens before the first call.
 */
public final class HessianClient implements MiddlewareClient {

    @Override
    public String protocol() {
        return HessianServer.PROTOCOL;
    }

    @Override
    public String library() {
        return "Caucho Hessian " + LibraryVersion.of(HessianProxyFactory.class, "com.caucho", "hessian")
                + " (HessianProxyFactory on mwbench's socket connection factory)";
    }

    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    /** True: each call in flight takes a keep-alive socket of the connection's pool. */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }

    /**
     * @throws IllegalArgumentException for a malformed endpoint or an unknown option
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws MalformedURLException {
        Map<String, String> options = settings.options();
        Middlewares.requireKnownOptions(HessianServer.PROTOCOL, options, Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(HessianServer.PROTOCOL, options);
        HessianEndpoint parsed = HessianEndpoint.parse(endpoint);
        WireCounter counter = new WireCounter();
        SocketPool pool = new SocketPool(new InetSocketAddress(parsed.host(), parsed.port()), counter);
        ClassLoader loader = HessianClient.class.getClassLoader();
        HessianProxyFactory factory = new HessianProxyFactory(loader);
        factory.setConnectionFactory(new SocketConnectionFactory(parsed, pool,
                TimeUnit.MILLISECONDS.toNanos(settings.callTimeoutMillis()), whiteBox));
        factory.setSerializerFactory(HessianSerializers.forReplies(loader));
        factory.setHessian2Request(true); // Hessian 2 calls too; 4.0.66 sends Hessian 1 calls by default
        factory.setOverloadEnabled(false);
        BenchmarkService proxy = (BenchmarkService) factory.create(BenchmarkService.class, parsed.toString(), loader);
        return new HessianConnection(proxy, pool, counter, whiteBox);
    }
}
