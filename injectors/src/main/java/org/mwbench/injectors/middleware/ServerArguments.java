package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * What every blade that hosts a middleware's server reads from its argument:
 * {@code protocol=P [port=0] [bind=ADDR] [ready_timeout=30s] [option.NAME=VALUE ...] [prefer.KNOB=VALUE ...]}
 * (in a JVM of its own, ready_timeout defaults to its agent's {@code --deploy-timeout}).
 * {@code option.NAME} is strict: a server refuses an option it has not. {@code prefer.KNOB} names a
 * {@link ServerKnob} the server takes where its middleware has it and, where not, records as not
 * applied with the middleware's reason ({@link ServerOptions#PREFERRED}). Read at
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
                options(arguments));
    }

    /** The strict options as named, then each preferred knob as {@code prefer.KNOB}, as {@link ServerOptions} reads them. */
    private static Map<String, String> options(BladeArguments arguments) throws BladeException {
        Map<String, String> options = new LinkedHashMap<>(arguments.withPrefix("option."));
        List<String> knobs = Arrays.stream(ServerKnob.values()).map(ServerKnob::option).toList();
        for (Map.Entry<String, String> preferred : arguments.withPrefix(ServerOptions.PREFERRED).entrySet()) {
            String knob = preferred.getKey();
            if (!knobs.contains(knob)) {
                throw arguments.invalid(ServerOptions.PREFERRED + knob, preferred.getValue(),
                        "a knob every server names alike (" + String.join(", ", knobs) + "); a middleware's own option is option.NAME");
            }
            if (options.containsKey(knob)) {
                throw arguments.invalid(ServerOptions.PREFERRED + knob, preferred.getValue(),
                        "either option." + knob + " (strict) or " + ServerOptions.PREFERRED + knob + " (where the middleware has it), not both");
            }
            options.put(ServerOptions.PREFERRED + knob, preferred.getValue());
        }
        return options;
    }

    /** The server's settings on a host whose address is {@code hostAddress}, unless {@code bind} says otherwise. */
    ServerSettings settings(String hostAddress) {
        return new ServerSettings(bind == null ? hostAddress : bind, port, options);
    }
}
