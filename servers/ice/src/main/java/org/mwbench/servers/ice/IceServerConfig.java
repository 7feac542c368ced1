package org.mwbench.servers.ice;

import com.zeroc.Ice.InitializationData;
import com.zeroc.Ice.Properties;
import com.zeroc.Ice.Util;
import java.util.Set;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * The server communicator's configuration, built from {@link ServerSettings} alone: every
 * property is set here, on properties that belong to this communicator, so that nothing is
 * read from the environment ({@code ICE_CONFIG}) or shared with another communicator.
 *
 * <p>The one option is {@code threads}, the size of Ice's server thread pool (default
 * {@value #DEFAULT_THREADS}). Ice's own default is a single dispatch thread, which would
 * serialize every call of every client: a benchmark server needs as many threads as calls in
 * flight it should dispatch at once.
 */
final class IceServerConfig {
    static final String THREADS = "threads";
    static final int DEFAULT_THREADS = 8;

    private final int threads;

    private IceServerConfig(int threads) {
        this.threads = threads;
    }

    /** Reads the options, refusing those it does not know and values that are not sizes. */
    static IceServerConfig from(ServerSettings settings) {
        Middlewares.requireKnownOptions(IceServer.PROTOCOL, settings.options(), Set.of(THREADS));
        String value = settings.options().get(THREADS);
        int threads = value == null ? DEFAULT_THREADS : positive(THREADS, value);
        return new IceServerConfig(threads);
    }

    /** {@code tcp -h <bind> -p <port>}, quoting an IPv6 address, whose colons Ice would misread. */
    static String listeningEndpoint(String bindAddress, int port) {
        return "tcp -h " + ProxyString.host(bindAddress) + " -p " + port;
    }

    InitializationData initializationData() {
        Properties properties = Util.createProperties();
        properties.setProperty("Ice.ThreadPool.Server.Size", Integer.toString(threads));
        properties.setProperty("Ice.ThreadPool.Server.SizeMax", Integer.toString(threads));
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

    private static int positive(String option, String value) {
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed > 0) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("protocol '" + IceServer.PROTOCOL + "': option " + option
                + " must be a positive integer, not '" + value + "'");
    }
}
