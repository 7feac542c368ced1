package org.mwbench.injectors.scenario;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.Timer;

/** A test plugin that counts what the runner does with its session objects, by label. */
public class ProbePlugin extends AbstractPlugin {
    public ProbePlugin() {
        super("probe.xml");
    }

    /** Life-cycle counts by label: templates, sessions, resets, closes, echoes, throws. */
    static final Map<String, Map<String, AtomicInteger>> COUNTS = new ConcurrentHashMap<>();
    /** The last text an echo sample received, by label. */
    static final Map<String, String> LAST_ECHO = new ConcurrentHashMap<>();

    static int count(String label, String what) {
        return COUNTS.getOrDefault(label, Map.of()).getOrDefault(what, new AtomicInteger()).get();
    }

    private static void increment(String label, String what) {
        COUNTS.computeIfAbsent(label, key -> new ConcurrentHashMap<>())
                .computeIfAbsent(what, key -> new AtomicInteger()).incrementAndGet();
    }

    @Override
    public SessionObject template(Parameters parameters) {
        String label = parameters.text("label");
        increment(label, "templates");
        return new Session(label, -1);
    }

    private static final class Session implements SessionObject {
        private final String label;
        private final int user;
        private int iteration;
        private int ticks;

        Session(String label, int user) {
            this.label = label;
            this.user = user;
        }

        @Override
        public SessionObject newSession(int userId) {
            increment(label, "sessions");
            return new Session(label, userId);
        }

        @Override
        public void reset() {
            increment(label, "resets");
            iteration++;
        }

        @Override
        public void close() {
            increment(label, user < 0 ? "template-closes" : "closes");
        }

        @Override
        public Sample sample(String name, Parameters parameters) throws PluginException {
            switch (name) {
                case "ok":
                    long result = parameters.longValue("result");
                    return outcome -> outcome.result(result);
                case "fail":
                    return outcome -> outcome.fail("ProbeFailure");
                case "phase":
                    return outcome -> outcome.result(outcome.warmup() ? 1 : 0); // what the runner told the sample

                case "throw":
                    return outcome -> {
                        increment(label, "throws");
                        throw new IllegalStateException("probe");
                    };
                case "echo":
                    return outcome -> {
                        increment(label, "echoes");
                        LAST_ECHO.put(label, parameters.text("text"));
                    };
                default:
                    throw new PluginException("no sample " + name);
            }
        }

        @Override
        public Timer timer(String name, Parameters parameters) throws PluginException {
            long nanos = name.equals("pause") ? parameters.duration("duration").toNanos() : 0;
            return () -> nanos;
        }

        @Override
        public Condition test(String name, Parameters parameters) throws PluginException {
            int limit = parameters.integer("limit");
            return () -> iteration < limit;
        }

        @Override
        public Control control(String name, Parameters parameters) {
            return () -> ticks++;
        }

        @Override
        public String variable(String name) {
            return name.equals("user") ? Integer.toString(user) : Integer.toString(ticks);
        }
    }
}
