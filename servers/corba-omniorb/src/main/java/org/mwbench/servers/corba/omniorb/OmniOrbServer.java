package org.mwbench.servers.corba.omniorb;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.nativechild.NativeMiddlewareServer;
import org.mwbench.servers.nativechild.NativeProgram;
import org.mwbench.servers.nativechild.NativeServers;

/**
 * The benchmark IDL served by omniORB 4.2, a C++ ORB: {@code mwbench-omniorb-server}, built by
 * this module from {@code src/main/cpp}, run as a child process bound to the settings' address
 * and port ({@code -ORBendPoint giop:tcp:ADDR:PORT}). Its endpoint is the IOR it prints.
 *
 * <p>Threading ({@code option.threading}): {@code per-connection} (omniORB's default, a thread
 * per connection that reads and runs its calls) or {@code pool} (omniORB's thread pool mode:
 * a connection's calls are handed to pool threads); the knob {@code threads} sizes the pool
 * ({@code maxServerThreadPoolSize}, omniORB's 100).
 */
public final class OmniOrbServer extends NativeMiddlewareServer {
    public static final String PROTOCOL = "corba-omniorb";
    /** The server's threading model: {@value #PER_CONNECTION} or {@value #POOL}. */
    public static final String THREADING = "threading";
    public static final String PER_CONNECTION = "per-connection";
    public static final String POOL = "pool";
    static final String SERVER_PROGRAM = "mwbench-omniorb-server";
    /** The native client of the benchmark loop, shipped beside the server. */
    public static final String CLIENT_PROGRAM = "mwbench-omniorb-client";

    public OmniOrbServer() {
        super(PROTOCOL);
    }

    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        String threading = options.text(THREADING, PER_CONNECTION);
        if (!threading.equals(PER_CONNECTION) && !threading.equals(POOL)) {
            throw new IllegalArgumentException("protocol '" + PROTOCOL + "': option " + THREADING + " = '" + threading
                    + "' is not valid: expected " + PER_CONNECTION + " or " + POOL);
        }
        String endPoint = "giop:tcp:" + host(settings.bindAddress()) + ":" + (settings.port() == 0 ? "" : settings.port());
        String perConnection = threading.equals(PER_CONNECTION) ? "1" : "0";
        String poolSize = Integer.toString(options.value(ServerKnob.THREADS));
        List<String> command = new ArrayList<>();
        command.add(NativeProgram.of(OmniOrbServer.class, SERVER_PROGRAM).toString());
        command.addAll(List.of("-ORBendPoint", endPoint, "-ORBthreadPerConnectionPolicy", perConnection,
                "-ORBmaxServerThreadPoolSize", poolSize));
        Map<String, String> configuration = options.configuration();
        configuration.put(THREADING, threading);
        configuration.put("omniORB.endPoint", endPoint);
        configuration.put("omniORB.threadPerConnectionPolicy", perConnection);
        configuration.put("omniORB.maxServerThreadPoolSize", poolSize);
        configuration.put("omniORB.version", "4.2 (Debian libomniorb4)");
        return NativeServers.start(PROTOCOL, service, command, configuration);
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .knob(ServerKnob.THREADS, 100, "maxServerThreadPoolSize (omniORB's default); with option"
                        + " threading=" + PER_CONNECTION + " (the default) or " + POOL)
                .unavailable(ServerKnob.BACKLOG, "omniORB listens with a backlog of its own and has no setting for it")
                .unavailable(ServerKnob.QUEUE, "omniORB has no request queue limit: in pool mode requests wait for a"
                        + " pool thread, in per-connection mode in their socket")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "omniORB accepts every connection;"
                        + " threadPerConnectionUpperLimit only switches to pool mode")
                .options(THREADING)
                .read();
    }

    /** An IPv6 address as omniORB's endpoint syntax takes it, in brackets. */
    private static String host(String address) {
        return address.indexOf(':') >= 0 && !address.startsWith("[") ? "[" + address + "]" : address;
    }
}
