package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.middleware.NativeLoopClient;
import org.mwbench.injectors.plugins.ObjectParameters;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.injectors.scenario.WholeLoop;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginEnvironment;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SessionObject;

/**
 * The scenario plugin of a {@link NativeLoopClient}: the same parameters and samples as every
 * Java middleware's plugin ({@code middleware.xml}), under the native client's name. Its template
 * is a {@link WholeLoop}: a {@code LoopRunner} runs the behavior's whole loop in the native
 * program, one sample per {@code --call}. A virtual user cannot call it sample by sample (a
 * native program is not called from Java per call), so {@code ScenarioRunner} refuses it with the
 * reason.
 */
final class NativeLoopPlugin extends ClientPlugin {
    private final NativeLoopClient client;

    NativeLoopPlugin(NativeLoopClient client) {
        super(client.name());
        this.client = client;
    }

    @Override
    public SessionObject template(Parameters parameters, PluginEnvironment environment) throws PluginException {
        ObjectParameters.requireConstants(parameters, "server", "endpoint", "timeout");
        if (!parameters.text("options").isBlank()) {
            throw parameters.invalid("options", "a native client takes no client options");
        }
        if (parameters.text("connection").equals("shared")) {
            throw parameters.invalid("connection", "a native client runs one loop on one connection of its own: per-user");
        }
        return new Template(endpoint(parameters, environment), callTimeout(parameters));
    }

    /** Where the loop calls, and its bound per call; it makes the program's command line. */
    private final class Template implements SessionObject, WholeLoop {
        private final String endpoint;
        private final Duration timeout;

        Template(String endpoint, Duration timeout) {
            this.endpoint = endpoint;
            this.timeout = timeout;
        }

        @Override
        public String name() {
            return client.name();
        }

        @Override
        public List<String> command(List<ActionPlan> samples, long warmup, long steps, long callsPerStep)
                throws PluginException {
            List<String> command = new ArrayList<>();
            try {
                command.addAll(client.command());
            } catch (java.io.IOException e) {
                throw new PluginException(client.name() + ": its program cannot be run: " + e.getMessage(), e);
            }
            command.addAll(List.of("--endpoint", endpoint, "--timeout-ms", Long.toString(Math.max(1, timeout.toMillis())),
                    "--warmup", Long.toString(warmup), "--steps", Long.toString(steps),
                    "--calls", Long.toString(callsPerStep)));
            for (ActionPlan sample : samples) {
                command.add("--call");
                command.add(NativeCalls.of(sample.name(), sample.parameters()));
            }
            return command;
        }

        @Override
        public SessionObject newSession(int userId) throws PluginException {
            throw new PluginException(client.name() + " is a native client: it runs whole benchmark loops in its own"
                    + " program, in a LoopRunner blade, not a virtual user's calls");
        }

        @Override
        public Sample sample(String name, Parameters parameters) throws PluginException {
            throw new PluginException(client.name() + " is a native client: only a LoopRunner runs it");
        }
    }
}
