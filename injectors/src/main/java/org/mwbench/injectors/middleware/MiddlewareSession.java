package org.mwbench.injectors.middleware;

import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SessionObject;

/**
 * A middleware plugin's state: for the template, where to connect and, in shared mode,
 * the one connection; for a virtual user, the connection its samples call. A user's own
 * connection is opened when the user starts, outside any measured call.
 */
final class MiddlewareSession implements SessionObject {
    private final MiddlewareClient client;
    private final String endpoint;
    private final ClientSettings settings;
    private final BenchmarkConnection connection;
    /** True when this session opened its connection, and so closes it. */
    private final boolean owner;

    /** The template; {@code shared} is null for a connection per user. */
    MiddlewareSession(MiddlewareClient client, String endpoint, ClientSettings settings, BenchmarkConnection shared) {
        this(client, endpoint, settings, shared, shared != null);
    }

    private MiddlewareSession(MiddlewareClient client, String endpoint, ClientSettings settings,
                              BenchmarkConnection connection, boolean owner) {
        this.client = client;
        this.endpoint = endpoint;
        this.settings = settings;
        this.connection = connection;
        this.owner = owner;
    }

    @Override
    public SessionObject newSession(int userId) throws Exception {
        if (connection != null) {
            return new MiddlewareSession(client, endpoint, settings, connection, false);
        }
        return new MiddlewareSession(client, endpoint, settings, client.connect(endpoint, settings), true);
    }

    @Override
    public Sample sample(String name, Parameters parameters) throws PluginException {
        if (connection == null) {
            throw new PluginException("a template has no connection; samples bind to a user's session");
        }
        return ServiceSamples.bind(name, parameters, connection);
    }

    @Override
    public void close() throws Exception {
        if (owner) {
            connection.close();
        }
    }
}
