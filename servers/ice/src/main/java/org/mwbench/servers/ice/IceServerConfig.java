package org.mwbench.servers.ice;

import com.zeroc.Ice.InitializationData;
import com.zeroc.Ice.Properties;
import com.zeroc.Ice.Util;
import java.util.Map;
import java.util.TreeMap;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * The server communicator's configuration, built from {@link ServerSettings} alone: every
 * property is set here, on properties that belong to this communicator, so that nothing is
 * read from the environment ({@code ICE_CONFIG}) or shared with another communicator.
 *
 * <p>Knobs: {@code threads}, the size of Ice's server thread pool (default
 * {@value #DEFAULT_THREADS}; {@code Ice.ThreadPool.Server.Size} and {@code SizeMax}). Ice's own
 * default is a single dispatch thread, which would serialize every call of every client: a
 * benchmark server needs as many threads as calls in flight it should dispatch at once.
 * {@code backlog}, {@code Ice.TCP.Backlog} (Ice's default, {@value #DEFAULT_BACKLOG}). Ice has
 * no request queue and no connection limit. {@code whitebox=true} is accepted and recorded, and
 * installs nothing (servers/ice/README.md, "White-box timing").
 */
final class IceServerConfig {
    static final int DEFAULT_THREADS = 8;
    static final int DEFAULT_BACKLOG = 511;

    private final ServerOptions options;
    private final boolean whiteBox;

    private IceServerConfig(ServerOptions options, boolean whiteBox) {
        this.options = options;
        this.whiteBox = whiteBox;
    }

    /** Reads the options, refusing those it does not know and values that are not sizes. */
    static IceServerConfig from(ServerSettings settings) {
        return new IceServerConfig(options(settings.options()), WhiteBox.requested(IceServer.PROTOCOL, settings.options()));
    }

    /** The knobs and the server's own options, declared; {@link IceServer#knobs()} reads them from none. */
    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(IceServer.PROTOCOL, given)
                .knob(ServerKnob.THREADS, DEFAULT_THREADS, "Ice.ThreadPool.Server.Size and SizeMax (Ice's own default"
                        + " is one thread)")
                .knob(ServerKnob.BACKLOG, DEFAULT_BACKLOG, "Ice.TCP.Backlog (Ice's default)")
                .unavailable(ServerKnob.QUEUE, "Ice queues no requests: a connection's next request waits in its"
                        + " socket until a server pool thread reads it")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "Ice 3.7 has no connection limit: its acceptor takes every"
                        + " connection")
                .options(WhiteBox.OPTION)
                .read();
    }

    /** The knobs, then the communicator's properties that say what Ice runs with. */
    Map<String, String> configuration(Properties properties) {
        Map<String, String> configuration = options.configuration();
        KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
        if (whiteBox) {
            // Accepted so that a white-box plan runs the same server options everywhere, but no hook
            // is installed: an Ice 3.7 reply has no context to carry the server's part back.
            configuration.put(WhiteBox.OPTION, "on, no server hook: Ice 3.7 replies carry no context, so the"
                    + " server's part cannot come back; the client's observers time its parts");
        }
        configuration.putAll(new TreeMap<>(properties.getPropertiesForPrefix("Ice.")));
        return configuration;
    }

    /** {@code tcp -h <bind> -p <port>}, quoting an IPv6 address, whose colons Ice would misread. */
    static String listeningEndpoint(String bindAddress, int port) {
        return "tcp -h " + ProxyString.host(bindAddress) + " -p " + port;
    }

    InitializationData initializationData() {
        Properties properties = Util.createProperties();
        int threads = options.value(ServerKnob.THREADS);
        properties.setProperty("Ice.ThreadPool.Server.Size", Integer.toString(threads));
        properties.setProperty("Ice.ThreadPool.Server.SizeMax", Integer.toString(threads));
        properties.setProperty("Ice.TCP.Backlog", Integer.toString(options.value(ServerKnob.BACKLOG)));
        // Active connection management would close a client's idle connection after 60 s,
        // and its reopening would be measured in the next call: connections live until the
        // client closes them or the server stops.
        properties.setProperty("Ice.ACM.Server.Close", "0");
        properties.setProperty("Ice.ACM.Server.Heartbeat", "0");
        SliceMapping.configure(properties);
        InitializationData init = new InitializationData();
        init.properties = properties;
        // Ice finds generated classes by name (user exceptions, classes); the plugin's own
        // loader holds them, not necessarily the thread's context loader.
        init.classLoader = IceServerConfig.class.getClassLoader();
        return init;
    }
}
