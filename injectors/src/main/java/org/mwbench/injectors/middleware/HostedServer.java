package org.mwbench.injectors.middleware;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;

/**
 * Starts one middleware's server, from its own class loader, serving a service, and stores
 * what it runs with ({@link ServerHandle#configuration()}) as the blade's
 * {@value #CONFIGURATION_FILE} event file: what a server blade and a bridge's front share.
 */
final class HostedServer {
    /** The event file the report reads a server's configuration from; its name and format are fixed. */
    static final String CONFIGURATION_FILE = "server-config";

    private HostedServer() {
    }

    /** @throws BladeException with the middleware's own words when it cannot start; nothing is left running */
    static ServerHandle start(BladeContext context, ServerArguments arguments, ClassLoader loader, BenchmarkService service)
            throws BladeException {
        return start(context, arguments, loader, service, Map.of());
    }

    /**
     * As {@link #start(BladeContext, ServerArguments, ClassLoader, BenchmarkService)}, with settings of
     * mwbench's own about the service (a planted delay) recorded after the server's.
     */
    static ServerHandle start(BladeContext context, ServerArguments arguments, ClassLoader loader, BenchmarkService service,
                              Map<String, String> serviceSettings) throws BladeException {
        String protocol = arguments.protocol();
        MiddlewareServer middleware;
        try {
            middleware = Middlewares.server(protocol, loader);
        } catch (IllegalArgumentException e) {
            throw new BladeException("blade " + context.bladeId() + ": " + e.getMessage());
        }
        ServerHandle server;
        try {
            server = middleware.start(arguments.settings(context.hostAddress()), service);
        } catch (Exception e) {
            throw new BladeException("blade " + context.bladeId() + ": the " + protocol + " server did not start: "
                    + Failures.describe(e), e);
        }
        try (Writer out = context.newEventFile(CONFIGURATION_FILE)) {
            Map<String, String> configuration = new LinkedHashMap<>(server.configuration());
            configuration.putAll(serviceSettings);
            out.write(ServerConfigurationFile.format(configuration));
        } catch (IOException | RuntimeException e) {
            closeQuietly(server);
            throw new BladeException("blade " + context.bladeId() + ": cannot store the " + protocol
                    + " server's configuration in its " + CONFIGURATION_FILE + " file: " + e, e);
        }
        return server;
    }

    static void closeQuietly(AutoCloseable running) {
        if (running != null) {
            try {
                running.close();
            } catch (Exception e) {
                // Going away either way; its port or socket is the OS's to free now.
            }
        }
    }

}
