package org.mwbench.servers.ejb.openejb;

import java.net.InetAddress;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.openejb.server.ServiceDaemon;
import org.apache.openejb.server.ServicePool;
import org.apache.openejb.server.ejbd.EjbServer;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * An EJB container serving the benchmark service: OpenEJB 8 embedded, the bean deployed as a
 * stateless session bean with a remote business interface ({@link BeanDeployment}), served over
 * OpenEJB's {@code ejbd} protocol by the same chain of services OpenEJB's standalone server
 * builds for it: an {@link EjbServer} (ejbd, with its keep-alive sessions) behind a
 * {@link ServicePool} of threads behind a {@link ServiceDaemon} listening on the given address.
 *
 * <p>Knobs: {@code threads}, the pool's threads (ejbd's own default, {@value #DEFAULT_THREADS}),
 * and {@code backlog} (1024, as every mwbench server). An ejbd connection holds a pool thread for
 * as long as it is open (a keep-alive session), so {@code threads} also bounds the connections
 * served at once; see {@link #options}.
 */
public final class OpenEjbServer implements MiddlewareServer {
    public static final String PROTOCOL = "ejb-openejb";

    /** ejbd's own default (openejb-ejbd's {@code META-INF/.../ejbd}: {@code threads = 200}). */
    static final int DEFAULT_THREADS = 200;
    /** As every mwbench server: a thousand clients connecting at once are queued (servers/README.md). */
    static final int DEFAULT_BACKLOG = 1024;

    private static final AtomicInteger SERVERS = new AtomicInteger();

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /**
     * Boots the container on first use (about a second), deploys this server's bean, and listens:
     * calls are served when it returns.
     *
     * @throws org.apache.openejb.server.ServiceException "Service failed to open socket", with the
     *         {@code BindException} as its cause, for a busy port (after ejbd's one retry, a second later)
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
        EmbeddedContainer container = EmbeddedContainer.get();
        String serverId = Integer.toString(SERVERS.incrementAndGet());
        ServedServices.put(serverId, service);
        BeanDeployment deployment = null;
        ServicePool pool = null;
        ServiceDaemon daemon = null;
        try {
            deployment = BeanDeployment.deploy(container, serverId);
            pool = new ServicePool(new EjbServer(), options.value(ServerKnob.THREADS));
            daemon = new ServiceDaemon(pool);
            Properties daemonProperties = new Properties();
            daemonProperties.setProperty("bind", bind.getHostAddress());
            daemonProperties.setProperty("port", Integer.toString(settings.port()));
            daemonProperties.setProperty("backlog", Integer.toString(options.value(ServerKnob.BACKLOG)));
            ServiceDaemon started = daemon;
            // Its accept thread and the pool's threads inherit this plugin's loader as their context loader.
            ContextLoader.call(EmbeddedContainer.class, () -> {
                started.init(daemonProperties);
                started.start();
                return null;
            });
            EjbdEndpoint endpoint = new EjbdEndpoint(host, daemon.getPort(), deployment.jndiName());
            Map<String, String> configuration = options.configuration();
            KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
            configuration.put("openejb.version", openEjbVersion());
            configuration.put("ejbd.keepalive", "a connection holds a pool thread while it is open");
            configuration.put("stateless.MaxSize", Integer.toString(EmbeddedContainer.POOL_MAX_SIZE));
            configuration.put("stateless.StrictPooling", "false");
            configuration.put("security", "PseudoSecurityService (no JACC policy)");
            return new RunningOpenEjbServer(endpoint, serverId, container, deployment, daemon, pool,
                    ServerOptions.frozen(configuration));
        } catch (Exception | Error e) {
            RunningOpenEjbServer.stopQuietly(daemon, pool);
            if (deployment != null) {
                try {
                    deployment.undeploy(container);
                } catch (Exception undeploy) {
                    e.addSuppressed(undeploy);
                }
            }
            ServedServices.remove(serverId);
            throw e;
        }
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .knob(ServerKnob.THREADS, DEFAULT_THREADS, "the threads of OpenEJB's ServicePool (ejbd's default);"
                        + " an ejbd connection holds one while it is open")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "the backlog of the ServiceDaemon's ServerSocket (ejbd's"
                        + " was 200)")
                .unavailable(ServerKnob.QUEUE, "OpenEJB's ServicePool sizes its queue from its threads (threads - 1),"
                        + " and a connection waiting there is accepted but not served; no setting of its own")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "an ejbd connection holds a pool thread while it is open,"
                        + " so threads bounds the connections served at once")
                .read();
    }

    private static String openEjbVersion() {
        String version = EjbServer.class.getPackage().getImplementationVersion();
        return version != null ? version : "unknown";
    }
}
