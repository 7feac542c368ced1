package org.mwbench.injectors.middleware;

import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.ServerInsert;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * A server blade ({@code blade.N.sut=ServerBlade}): it hosts one middleware's server,
 * serving the reference service, from deploy until the injectors are done.
 *
 * <p>Argument: {@code protocol=rmi [port=0] [bind=ADDR] [ready_timeout=30s]
 * [option.NAME=VALUE ...]}. {@code bind} is the host's address by default
 * ({@link BladeContext#hostAddress}: the agent's {@code --bind}, loopback for {@code local host}),
 * so a server on an emulated or remote host publishes an endpoint other hosts can call. The server runs in the JVM that runs the blade: the agent's,
 * which is the injectors' JVM when they share an agent (a collocated run), or a JVM of its
 * own with the plan's {@code blade.N.jvm} options, which is what a latency run wants.
 * The blade waits until the server answers a ping through the protocol's own client, so
 * no injector starts against a server that is still coming up.
 *
 * <p>Once the server runs, the blade stores what it runs with ({@link ServerHandle#configuration()}:
 * every knob, defaults included, and the middleware's own settings) as its
 * {@value #CONFIGURATION_FILE} event file, {@code #name,value}, so that a report can say what
 * each server of a run was given.
 */
@ReadsArgumentWith(ServerBlade.Reader.class)
public final class ServerBlade implements ServerInsert {
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(5);
    /** The event file the report reads a server's configuration from; its name and format are fixed. */
    public static final String CONFIGURATION_FILE = "server-config";

    private volatile ServerHandle server;

    @Override
    public String open(BladeContext context) throws BladeException {
        Settings settings = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        String protocol = settings.protocol();
        String bind = settings.bind() == null ? context.hostAddress() : settings.bind();
        int port = settings.port();
        Duration readyTimeout = settings.readyTimeout();
        Map<String, String> options = settings.options();

        ClassLoader loader = PluginFolders.loaderFor(protocol);
        MiddlewareServer middleware;
        try {
            middleware = Middlewares.server(protocol, loader);
        } catch (IllegalArgumentException e) {
            throw new BladeException("blade " + context.bladeId() + ": " + e.getMessage());
        }
        try {
            server = middleware.start(new ServerSettings(bind, port, options), new ReferenceService());
        } catch (Exception e) {
            throw new BladeException("blade " + context.bladeId() + ": the " + protocol + " server did not start: "
                    + Failures.describe(e), e);
        }
        String endpoint = server.endpoint();
        try {
            writeConfiguration(context, server.configuration());
        } catch (IOException | RuntimeException e) {
            stop();
            throw new BladeException("blade " + context.bladeId() + ": cannot store the " + protocol
                    + " server's configuration in its " + CONFIGURATION_FILE + " file: " + e, e);
        }
        ReadinessProbe.await(protocol, loader, endpoint, readyTimeout, PROBE_TIMEOUT, context.bladeId());
        return endpoint;
    }

    /** What the argument gives: read at plan check and at open. {@code bind} is null for the host's address. */
    record Settings(String protocol, String bind, int port, Duration readyTimeout, Map<String, String> options) {
    }

    /** Reads {@code protocol=rmi [port=0] [bind=ADDR] [ready_timeout=30s] [option.NAME=VALUE ...]}. */
    public static final class Reader implements ArgumentReader<Settings> {
        @Override
        public Settings read(BladeArguments arguments, BladeFiles files) throws BladeException {
            String protocol = arguments.text("protocol", null);
            List<String> installed = PluginFolders.protocols();
            if (protocol == null) {
                throw new BladeException("blade " + arguments.bladeId() + ": parameter 'protocol' is required: one of "
                        + (installed.isEmpty() ? InstalledMiddleware.protocols() : installed));
            }
            // Without a plugins folder (a module's own tests) servers are on the class path, found at open.
            if (!installed.isEmpty()) {
                String given = protocol;
                protocol = installed.stream().filter(name -> name.equalsIgnoreCase(given)).findFirst()
                        .orElseThrow(() -> arguments.invalid("protocol", given, "one of the installed middleware " + installed));
            }
            long port = arguments.nonNegativeLong("port", 0);
            if (port > 65_535) {
                throw arguments.invalid("port", Long.toString(port), "a TCP port from 0 (any free port) to 65535");
            }
            Settings settings = new Settings(protocol, arguments.text("bind", null), (int) port,
                    arguments.duration("ready_timeout", Duration.ofSeconds(30), "s"),
                    arguments.withPrefix("option."));
            arguments.requireAllKnown();
            return settings;
        }
    }

    private static void writeConfiguration(BladeContext context, Map<String, String> configuration) throws IOException {
        try (Writer out = context.newEventFile(CONFIGURATION_FILE)) {
            out.write(ServerConfigurationFile.format(configuration));
        }
    }

    @Override
    public void init(BladeContext context) {
        // The server is up since deploy; a server blade records no calls of its own.
    }

    @Override
    public void start() {
        // Serving already.
    }

    @Override
    public void suspend() {
        // A server cannot pause its clients' calls; suspending the injectors does that.
    }

    @Override
    public void resume() {
        // Nothing was suspended.
    }

    @Override
    public void stop() {
        ServerHandle running = server;
        server = null;
        if (running != null) {
            try {
                running.close();
            } catch (Exception e) {
                // The server is going away either way; its port is the OS's to free now.
            }
        }
    }
}
