package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.Map;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.ServerInsert;
import org.mwbench.platform.blade.ServingInsert;
import org.mwbench.platform.blade.ServerReferences;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * A bridge between two middleware ({@code blade.N.sut=BridgeBlade}), as Fatoohi et al. measured
 * bridging technologies: a client of middleware A calls the bridge's A server, and each call
 * is made on a B client to a B server, its answer going back through A. It is one server blade
 * composed with one client: A's {@code MiddlewareServer} (from A's class loader) serving a
 * {@link BridgeForwarder} over one {@code BenchmarkConnection} of B's {@code MiddlewareClient}
 * (from B's). Any pair works, the same middleware on both sides included (a relay).
 *
 * <p>Argument: {@code protocol=A forward=B backend=SERVER_BLADE_ID [timeout=5s]
 * [forward.option.NAME=VALUE ...]}, and a server blade's {@code port bind ready_timeout
 * option.NAME=VALUE}, which go to A's server. {@code backend} names the server blade (or another
 * bridge) the bridge calls; the plan check refuses one that is not a server blade of the plan,
 * the bridge itself, or a cycle. {@code timeout} bounds every back call, connecting included;
 * it is shorter than a caller's default 10 s, so that a frozen back server reaches the caller as
 * an answer (A's error), not as the caller's own timeout. {@code forward.option.*} are B's
 * client options.
 *
 * <p>The front server starts at deploy, when every server blade publishes its endpoint, and the
 * bridge waits, as a server blade does, until a ping through A's own client gets an answer (until
 * init the forwarder answers a ping itself, and fails any other call saying why). The back's
 * endpoint is known at init, so the bridge connects then and pings B through the connection its
 * calls will use; the two halves' cold starts are paid at deploy and init, never in a measured
 * call, and each init stays short (one connect and one ping), since an agent initializes its
 * blades one after the other within one control call. The supervisor initializes the blades
 * of an agent in an order where a back server comes before its bridge
 * ({@link ServerReferences}), so that bridges may be chained. The back connection is shared by
 * every front thread, as one bridge process's one stub is; a middleware whose connection carries
 * one call at a time queues concurrent callers there (its README says so).
 */
@ServerReferences(BridgeBlade.BACKEND)
@ReadsArgumentWith(BridgeBlade.Reader.class)
public final class BridgeBlade extends ServingInsert implements ServerInsert {
    static final String BACKEND = "backend";
    /** Shorter than a caller's default call timeout (10 s), so that a back failure arrives before the caller gives up. */
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(5);

    private ServerArguments front;
    private String backend;
    private ClientSettings backSettings;
    private MiddlewareClient backClient;
    private ClassLoader backLoader;
    private BridgeForwarder forwarder;
    private volatile ServerHandle server;

    @Override
    public String open(BladeContext context) throws BladeException {
        Settings settings = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        front = settings.front();
        backend = settings.backend();
        String forward = settings.forward();
        Duration timeout = settings.timeout();
        Map<String, String> backOptions = settings.backOptions();
        backSettings = new ClientSettings(timeout, backOptions);
        backLoader = PluginFolders.loaderFor(forward);
        try {
            backClient = Middlewares.client(forward, backLoader);
        } catch (IllegalArgumentException e) {
            throw new BladeException("blade " + context.bladeId() + ": forward=" + forward + ": " + e.getMessage());
        }
        forwarder = new BridgeForwarder(context.bladeId(), backClient);
        ClassLoader frontLoader = PluginFolders.loaderFor(front.protocol());
        server = HostedServer.start(context, front, frontLoader, forwarder);
        String endpoint = server.endpoint();
        ReadinessProbe.await(front.protocol(), frontLoader, endpoint, front.readyTimeout(), ReadinessProbe.CALL_TIMEOUT,
                context.bladeId());
        return endpoint;
    }

    /** What a bridge's argument gives: its front server's, and its back's. */
    record Settings(ServerArguments front, String forward, String backend, Duration timeout, Map<String, String> backOptions) {
    }

    /** Reads a bridge's argument: at plan check and at open. */
    public static final class Reader implements ArgumentReader<Settings> {
        @Override
        public Settings read(BladeArguments arguments, BladeFiles files) throws BladeException {
            ServerArguments front = ServerArguments.read(arguments);
            String forward = arguments.text("forward", null);
            String backend = arguments.text(BACKEND, null);
            Duration timeout = arguments.duration("timeout", DEFAULT_TIMEOUT, "s");
            Map<String, String> backOptions = arguments.withPrefix("forward.option.");
            arguments.requireAllKnown();
            if (forward == null || backend == null) {
                throw new BladeException("blade " + arguments.bladeId() + ": a bridge needs forward=PROTOCOL (the back"
                        + " middleware, one of " + InstalledMiddleware.protocols() + ") and backend=SERVER_BLADE_ID");
            }
            if (timeout.isZero()) {
                throw arguments.invalid("timeout", "0", "a positive duration, every back call's bound");
            }
            return new Settings(front, forward, backend, timeout, backOptions);
        }
    }

    @Override
    public void init(BladeContext context) throws BladeException {
        String backEndpoint = context.endpoint(backend);
        BenchmarkConnection connection = null;
        try {
            // The back server answered its own readiness probe at deploy: one connect and one ping suffice.
            connection = backClient.connect(backEndpoint, backSettings);
            connection.ping();
        } catch (Exception e) {
            HostedServer.closeQuietly(connection);
            throw new BladeException("blade " + context.bladeId() + ": its " + backClient.protocol() + " client got no"
                    + " answer to a ping from '" + backend + "' at " + backEndpoint + ": " + Failures.describe(e), e);
        }
        HostedServer.closeQuietly(forwarder.disconnect()); // a second init (a new series) reconnects
        forwarder.connect(connection);
    }

    /** Closes the front server first, so that no call arrives on a closed back connection, then the back connection. */
    @Override
    public void stop() {
        ServerHandle running = server;
        server = null;
        HostedServer.closeQuietly(running);
        if (forwarder != null) {
            HostedServer.closeQuietly(forwarder.disconnect());
        }
    }
}
