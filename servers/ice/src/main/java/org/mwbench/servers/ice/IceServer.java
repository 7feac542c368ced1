package org.mwbench.servers.ice;

import com.zeroc.Ice.Communicator;
import com.zeroc.Ice.InitializationData;
import com.zeroc.Ice.ObjectAdapter;
import com.zeroc.Ice.Util;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * Serves the benchmark service over ZeroC Ice 3.7: one communicator of its own per server
 * (no process-wide Ice state), one object adapter listening on {@code tcp -h <bind> -p
 * <port>}, and one servant under the identity {@value #IDENTITY}.
 */
public final class IceServer implements MiddlewareServer {
    /** The protocol's name in plans and on the command line. */
    public static final String PROTOCOL = "ice";

    /** The servant's identity: the part of the proxy string before the first colon. */
    public static final String IDENTITY = "mwbench";

    /** The object adapter's name; also the prefix Ice would read adapter properties under. */
    static final String ADAPTER = "mwbench";

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) {
        ServerThreads threads = new ServerThreads();
        IceServerConfig config = IceServerConfig.from(settings);
        InitializationData init = config.initializationData();
        init.threadStart = threads::started;
        init.threadStop = threads::stopped;
        Communicator communicator = Util.initialize(init);
        try {
            ObjectAdapter adapter = communicator.createObjectAdapterWithEndpoints(ADAPTER,
                    IceServerConfig.listeningEndpoint(settings.bindAddress(), settings.port()));
            adapter.add(new BenchmarkServant(service), Util.stringToIdentity(IDENTITY));
            // activate() returns once the acceptor listens: calls are accepted from here on.
            adapter.activate();
            return new RunningIceServer(communicator, threads, ProxyString.of(IDENTITY, adapter.getPublishedEndpoints()),
                    ServerOptions.frozen(config.configuration(communicator.getProperties())));
        } catch (RuntimeException e) {
            // Ice's own exception (a busy port is a SocketException caused by a BindException)
            // goes to the caller unchanged; only the communicator's threads are reclaimed.
            communicator.destroy();
            throw e;
        }
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return IceServerConfig.options(Map.of());
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
