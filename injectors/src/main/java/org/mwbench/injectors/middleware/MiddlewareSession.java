package org.mwbench.injectors.middleware;

import java.io.Writer;
import java.util.Optional;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginEnvironment;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SessionObject;

/**
 * A middleware plugin's state: for the template, where to connect and, in shared mode,
 * the one connection; for a virtual user, the connection its samples call. A user's own
 * connection is opened when the user starts, outside any measured call.
 */
final class MiddlewareSession implements SessionObject {
    /** The event file, {@code client-<protocol>}, naming the client library of one plugin's calls. */
    static final String CLIENT_FILE_PREFIX = "client-";
    /** The event file, {@code whitebox-<protocol>}, of one plugin's white-box parts ({@link WhiteBoxLog}). */
    static final String WHITEBOX_FILE_PREFIX = "whitebox-";

    private final MiddlewareClient client;
    private final String endpoint;
    private final ClientSettings settings;
    private final BenchmarkConnection connection;
    /** True when this session opened its connection, and so closes it. */
    private final boolean owner;
    /** Where the users' calls count their wire bytes; null when not counted. */
    private final WireTally tally;
    /** Where the users' calls record their white-box parts; null when white-box timing is off. */
    private final WhiteBoxLog whiteBox;
    /** Only the template's: where it writes the tally when the run ends. */
    private final PluginEnvironment environment;

    /**
     * The template.
     *
     * @param shared the connection all users share, or null for a connection per user
     * @param tally  where per-user connections count wire bytes, or null
     * @param whiteBox where calls record their white-box parts, or null when white-box timing is off
     */
    MiddlewareSession(MiddlewareClient client, String endpoint, ClientSettings settings, BenchmarkConnection shared,
                      WireTally tally, WhiteBoxLog whiteBox, PluginEnvironment environment) {
        this(client, endpoint, settings, shared, shared != null, tally, whiteBox, environment);
    }

    private MiddlewareSession(MiddlewareClient client, String endpoint, ClientSettings settings,
                              BenchmarkConnection connection, boolean owner, WireTally tally, WhiteBoxLog whiteBox,
                              PluginEnvironment environment) {
        this.client = client;
        this.endpoint = endpoint;
        this.settings = settings;
        this.connection = connection;
        this.owner = owner;
        this.tally = tally;
        this.whiteBox = whiteBox;
        this.environment = environment;
    }

    @Override
    public SessionObject newSession(int userId) throws Exception {
        if (connection != null) {
            return new MiddlewareSession(client, endpoint, settings, connection, false, null, whiteBox, null);
        }
        return new MiddlewareSession(client, endpoint, settings, MiddlewarePlugin.connect(client, endpoint, settings),
                true, tally, whiteBox, null);
    }

    @Override
    public Sample sample(String name, Parameters parameters) throws PluginException {
        if (connection == null) {
            throw new PluginException("a template has no connection; samples bind to a user's session");
        }
        Sample sample = ServiceSamples.bind(name, parameters, connection);
        if (whiteBox != null && connection.whiteBoxTimed()) {
            // innermost, so that the wire counters' reads are not in the parts
            sample = whiteBox.timing(ServiceSamples.describe(name, parameters), sample);
        }
        Optional<WireBytes> wire = connection.wireCounter();
        if (tally != null && wire.isPresent()) {
            sample = tally.counting(ServiceSamples.describe(name, parameters), wire.get(), sample);
        }
        return new MiddlewareSample(sample, client);
    }

    /** Stores what the run records of this plugin, then closes the connection, bounded ({@link BoundedClose}). */
    @Override
    public void close() throws Exception {
        try {
            if (environment != null && !client.library().isEmpty()) {
                // which client library made this plugin's calls, recorded with the run (the report's "Client libraries")
                try (Writer out = environment.newEventFile(CLIENT_FILE_PREFIX + client.protocol())) {
                    out.write("#name,value\n");
                    out.write("protocol," + CsvText.field(client.protocol()) + "\n");
                    out.write("server_protocol," + CsvText.field(client.serverProtocol()) + "\n");
                    out.write("library," + CsvText.field(client.library()) + "\n");
                }
            }
            if (environment != null && tally != null && !tally.isEmpty()) {
                try (Writer out = environment.newEventFile("wire-" + client.protocol())) {
                    tally.writeTo(out);
                }
            }
            if (environment != null && whiteBox != null) {
                try (Writer out = environment.newEventFile(WHITEBOX_FILE_PREFIX + client.protocol())) {
                    if (client.hasWhiteBoxHooks()) {
                        whiteBox.writeTo(out);
                    } else {
                        WhiteBoxLog.writeNoHook(out, client.protocol());
                    }
                }
            }
        } finally {
            if (owner) {
                BoundedClose.close(connection, settings.callTimeout(), client.protocol());
            }
        }
    }
}
