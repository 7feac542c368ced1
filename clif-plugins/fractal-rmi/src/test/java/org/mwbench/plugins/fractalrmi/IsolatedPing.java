package org.mwbench.plugins.fractalrmi;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * Runs in {@link ProtocolClassLoaderTest}'s loaders, as the platform would: finds the server
 * and the client in the protocol's loader, starts one, pings it with the other, and checks
 * that every class involved came from where it should.
 */
@SuppressWarnings("try") // the contract's close() declares Exception
public final class IsolatedPing implements Callable<String> {
    private final Duration callTimeout;

    /**
     * @param callTimeout the client's call timeout, only a hang guard (LoadedMachine's answered
     *     call): the test passes it in, since this class's loaders do not see the contract's test jar
     */
    public IsolatedPing(Duration callTimeout) {
        this.callTimeout = callTimeout;
    }

    @Override
    public String call() throws Exception {
        ClassLoader protocolLoader = getClass().getClassLoader().getParent();
        MiddlewareServer server = Middlewares.server("fractal-rmi", protocolLoader);
        MiddlewareClient client = Middlewares.client("fractal-rmi", protocolLoader);
        check(server.getClass().getClassLoader() == protocolLoader, "the server from the protocol's loader");
        check(client.getClass().getClassLoader() == protocolLoader, "the client from the protocol's loader");
        check(ReferenceService.class.getClassLoader() == protocolLoader.getParent(), "the contract from the parent");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (ServerHandle handle = server.start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = client.connect(handle.endpoint(),
                     ClientSettings.withTimeout(callTimeout))) {
            connection.ping();
            check(connection.cube(4) == 64, "a cube");
            check(connection.getCustomers("rep", 2).length == 2, "two customers");
            check(thread.getContextClassLoader() == before, "the caller's context class loader kept");
            return "pinged " + handle.endpoint();
        }
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError("expected " + what);
        }
    }
}
