package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.injectors.plugins.ObjectParameters;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginEnvironment;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * The scenario plugin of one middleware: the plugin is named after the protocol, and its
 * session objects hold the protocol's {@link BenchmarkConnection}, one per virtual user or
 * one for all of them. Every middleware gets the same samples from {@link ServiceSamples},
 * so that what differs between two rows of a table is the middleware and nothing else.
 */
final class MiddlewarePlugin extends ClientPlugin {
    private final MiddlewareClient client;

    MiddlewarePlugin(MiddlewareClient client) {
        super(client.protocol());
        this.client = client;
    }

    @Override
    public SessionObject template(Parameters parameters, PluginEnvironment environment) throws PluginException {
        ObjectParameters.requireConstants(parameters, "server", "endpoint", "connection", "timeout", "options",
                "wire_bytes", "whitebox");
        String endpoint = endpoint(parameters, environment);
        Duration timeout = callTimeout(parameters);
        Map<String, String> options = options(parameters);
        boolean whiteBox = parameters.flag("whitebox");
        if (whiteBox && client.hasWhiteBoxHooks()) {
            options.put(WhiteBox.OPTION, "true");
        }
        ClientSettings settings = new ClientSettings(timeout, options);
        // asked for, but no hook: the session still writes the file, saying so
        WhiteBoxLog whiteBoxLog = whiteBox ? new WhiteBoxLog() : null;
        if (parameters.text("connection").equals("shared")) {
            return new MiddlewareSession(client, endpoint, settings, connect(client, endpoint, settings), null,
                    whiteBoxLog, environment);
        }
        WireTally tally = parameters.flag("wire_bytes") ? new WireTally() : null;
        return new MiddlewareSession(client, endpoint, settings, null, tally, whiteBoxLog, environment);
    }

    /**
     * Connects, shared or per user; a failure names the endpoint and the middleware's exceptions down
     * to the root cause (an ORB's COMM_FAILURE says little; the socket's exception under it says why).
     */
    static BenchmarkConnection connect(MiddlewareClient client, String endpoint, ClientSettings settings)
            throws PluginException {
        try {
            return client.connect(endpoint, settings);
        } catch (Exception e) {
            throw new PluginException(client.protocol() + ": cannot connect to " + endpoint + ": " + Failures.describe(e), e);
        }
    }

    private static Map<String, String> options(Parameters parameters) throws PluginException {
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : parameters.text("options").split(";")) {
            if (pair.isBlank()) {
                continue;
            }
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw parameters.invalid("options", "'" + pair.strip() + "' is not name=value");
            }
            options.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip());
        }
        return options;
    }
}
