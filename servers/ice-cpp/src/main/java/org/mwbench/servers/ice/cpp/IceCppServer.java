package org.mwbench.servers.ice.cpp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.KernelLimits;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.nativechild.NativeMiddlewareServer;
import org.mwbench.servers.nativechild.NativeProgram;
import org.mwbench.servers.nativechild.NativeServers;

/**
 * The benchmark Slice served by Ice 3.7 for C++: {@code mwbench-ice-server}, built by this module
 * from {@code src/main/cpp}, run as a child process bound to the settings' address and port. Its
 * endpoint is the proxy string it prints, {@code mwbench:tcp -h ADDR -p PORT}, as the Java Ice
 * server's.
 *
 * <p>The knobs are the Java Ice server's, with its defaults: {@code threads} sizes the server
 * thread pool ({@code Ice.ThreadPool.Server.Size} and {@code SizeMax}, 8), {@code backlog} is
 * {@code Ice.TCP.Backlog} (511). Threading ({@code option.threading}) is {@code pool} only: Ice
 * 3.7 dispatches from its thread pool and has no thread-per-connection model any more.
 */
public final class IceCppServer extends NativeMiddlewareServer {
    public static final String PROTOCOL = "ice-cpp";
    public static final String THREADING = "threading";
    public static final String POOL = "pool";
    static final String SERVER_PROGRAM = "mwbench-ice-server";
    /** The native client of the benchmark loop, shipped beside the server. */
    public static final String CLIENT_PROGRAM = "mwbench-ice-client";

    public IceCppServer() {
        super(PROTOCOL);
    }

    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        ServerOptions options = options(settings.options());
        String threading = options.text(THREADING, POOL);
        if (!threading.equals(POOL)) {
            throw new IllegalArgumentException("protocol '" + PROTOCOL + "': option " + THREADING + " = '" + threading
                    + "' is not valid: Ice 3.7 for C++ dispatches from its server thread pool only (" + POOL + ")");
        }
        String threads = Integer.toString(options.value(ServerKnob.THREADS));
        String backlog = Integer.toString(options.value(ServerKnob.BACKLOG));
        Map<String, String> properties = new java.util.LinkedHashMap<>();
        properties.put("Ice.ThreadPool.Server.Size", threads);
        properties.put("Ice.ThreadPool.Server.SizeMax", threads);
        properties.put("Ice.TCP.Backlog", backlog);
        // As the Java server: no active connection management closing idle clients' connections.
        properties.put("Ice.ACM.Server.Close", "0");
        properties.put("Ice.ACM.Server.Heartbeat", "0");
        List<String> command = new ArrayList<>();
        command.add(NativeProgram.of(IceCppServer.class, SERVER_PROGRAM).toString());
        properties.forEach((name, value) -> command.add("--" + name + "=" + value));
        command.addAll(List.of("--bind", settings.bindAddress(), "--port", Integer.toString(settings.port())));
        Map<String, String> configuration = options.configuration();
        KernelLimits.describeBacklog(configuration, options.value(ServerKnob.BACKLOG));
        configuration.put(THREADING, threading);
        configuration.putAll(properties);
        configuration.put("Ice.version", "3.7 for C++ (Debian libzeroc-ice)");
        return NativeServers.start(PROTOCOL, service, command, configuration);
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return options(Map.of());
    }

    /** The Java Ice server's knobs, with its defaults, and the threading option. */
    static ServerOptions options(Map<String, String> given) {
        return ServerOptions.of(PROTOCOL, given)
                .knob(ServerKnob.THREADS, 8, "Ice.ThreadPool.Server.Size and SizeMax, as the Java Ice server; option"
                        + " threading=" + POOL + " only (Ice 3.7 has no thread-per-connection model)")
                .knob(ServerKnob.BACKLOG, 511, "Ice.TCP.Backlog (Ice's default)")
                .unavailable(ServerKnob.QUEUE, "Ice queues no requests: a connection's next request waits in its"
                        + " socket until a server pool thread reads it")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "Ice 3.7 has no connection limit: its acceptor takes every"
                        + " connection")
                .options(THREADING)
                .read();
    }
}
