package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * What every blade that hosts a middleware's server reads from its argument:
 * {@code protocol=P [port=0] [bind=ADDR] [ready_timeout=30s] [option.NAME=VALUE ...]} (in a JVM of its
 * own, ready_timeout defaults to its agent's {@code --deploy-timeout}). Read at
 * plan check and again at open by the blade's {@code ArgumentReader}, which reads its own
 * parameters too and then calls {@link BladeArguments#requireAllKnown()}.
 *
 * @param bind null for the address of the host the blade lands on, known only there
 */
record ServerArguments(String protocol, String bind, int port, Duration readyTimeout, Map<String, String> options) {

    static ServerArguments read(BladeArguments arguments) throws BladeException {
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
        return new ServerArguments(protocol, arguments.text("bind", null), (int) port,
                // In a JVM of its own, the default is its agent's deploy deadline, which scales with the JVMs started.
                arguments.duration("ready_timeout", org.mwbench.platform.agent.DeployTimeout.readinessDefault(), "s"),
                arguments.withPrefix("option."));
    }

    /** The server's settings on a host whose address is {@code hostAddress}, unless {@code bind} says otherwise. */
    ServerSettings settings(String hostAddress) {
        return new ServerSettings(bind == null ? hostAddress : bind, port, options);
    }
}
