package org.mwbench.plugins.ejb.openejb;

import java.util.Hashtable;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import javax.ejb.EJBException;
import javax.naming.Context;
import javax.naming.NamingException;
import org.apache.openejb.client.ClientSecurity;
import org.apache.openejb.client.ConnectionManager;
import org.apache.openejb.client.JNDIContext;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.ejb.openejb.EjbBenchmark;
import org.mwbench.servers.ejb.openejb.EjbdEndpoint;
import org.mwbench.servers.ejb.openejb.OpenEjbServer;

/**
 * OpenEJB's remote client (openejb-client): a JNDI context on the server's ejbd provider URL,
 * a look-up of the bean's name, and the proxy the look-up returns. Takes no options.
 *
 * <p>Every socket of a connection comes from a {@link BoundedConnectionFactory} of its own,
 * registered with OpenEJB's {@code ConnectionManager} under a URI scheme no other connection
 * has ({@code mwbench-ejbd-N}); the provider URL names that scheme, so the look-up and every call
 * of the proxy go through it. Its sockets carry the call timeout and count their bytes.
 *
 * <p>Two client settings, and why:
 * <ul>
 *   <li>The connection strategy is {@code direct}: one server, one attempt. The default
 *       ({@code sticky}) tries the server's URI and, when that fails, the same URI again, so a
 *       silent server would take two call timeouts; it also takes a lock shared by every
 *       connection of the JVM for each call.</li>
 *   <li>No caller identity: the client's default identity resolver asks JAAS for the caller's
 *       {@code Subject} ({@code Subject.getSubject}), which JDK 25 refuses
 *       ({@code UnsupportedOperationException}) on every call. The bean needs no identity on any
 *       JDK, so the resolver (JVM-wide for this plugin's class loader) answers none.</li>
 * </ul>
 */
public final class OpenEjbClient implements MiddlewareClient {
    private static final AtomicLong CONNECTIONS = new AtomicLong();

    static {
        ClientSecurity.setIdentityResolver(() -> null);
    }

    @Override
    public String protocol() {
        return OpenEjbServer.PROTOCOL;
    }

    /**
     * Looks up {@code ejbd://HOST:PORT/NAME}'s name, on sockets bounded by the call timeout.
     *
     * @throws IllegalArgumentException for a malformed endpoint
     * @throws NamingException when no server answers there (its cause says why) or the name is not bound
     */
    @Override
    @SuppressWarnings("try") // the ContextLoader is held for its block, not used in it
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(OpenEjbServer.PROTOCOL, settings.options(), Set.of());
        EjbdEndpoint parsed = EjbdEndpoint.parse(endpoint);
        String scheme = "mwbench-ejbd-" + CONNECTIONS.incrementAndGet();
        BoundedConnectionFactory sockets = new BoundedConnectionFactory(settings.callTimeoutMillis(), new WireCounter());
        // Entered first: ConnectionManager's class initializer finds openejb-client's version file
        // through the thread's context class loader, and prints a stack trace where it cannot.
        try (ContextLoader own = ContextLoader.of(OpenEjbClient.class)) {
            ConnectionManager.registerFactory(scheme, sockets);
            Hashtable<String, Object> environment = new Hashtable<>();
            environment.put(Context.PROVIDER_URL, scheme + "://" + parsed.uriHost() + ":" + parsed.port());
            environment.put("openejb.client.connection.strategy", "direct");
            Context context = new JNDIContext().getInitialContext(environment);
            Object found = context.lookup(parsed.name());
            if (!(found instanceof EjbBenchmark)) {
                throw new NamingException(parsed.name() + " at " + endpoint + " is a "
                        + (found == null ? "null" : found.getClass().getName()) + ", not a " + EjbBenchmark.class.getName());
            }
            return new OpenEjbConnection((EjbBenchmark) found, sockets, scheme);
        } catch (Exception | Error e) {
            ConnectionManager.unregisterFactory(scheme);
            sockets.close();
            throw e;
        }
    }

    /**
     * An {@link EJBException} is named by its root cause ({@code ConnectException},
     * {@code SocketTimeoutException}...): openejb-client wraps every failure, transport and container
     * alike, in one, so the wrapper says nothing. Anything else by its own class.
     */
    @Override
    public String failureKind(Throwable failure) {
        Throwable kind = failure;
        if (failure instanceof EJBException) {
            for (int depth = 0; kind.getCause() != null && kind.getCause() != kind && depth < 10; depth++) {
                kind = kind.getCause();
            }
        }
        return kind.getClass().getSimpleName();
    }

    /**
     * True: the bean's proxy serves concurrent callers, and its {@link BoundedConnectionFactory} keeps
     * a socket per call in flight (an idle one reused, else one opened), so calls never queue
     * behind one another on a socket.
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
