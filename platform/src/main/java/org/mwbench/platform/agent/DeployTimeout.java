package org.mwbench.platform.agent;

import java.time.Duration;
import java.util.Locale;

/**
 * How long one deploy may wait for what it starts: a blade JVM's first answer, the blade's deploy
 * in that JVM, a server blade's readiness. By default it scales with the JVMs an agent starts at
 * once per core, since latency-ping's server JVMs, one per middleware, starting together on 2
 * cores take minutes on a loaded machine, where one takes seconds on an idle one;
 * {@code --deploy-timeout} fixes it instead.
 * Every error of a deadline it sets names that option, so a user knows what to raise.
 *
 * @param fixed the deadline the user set; null to scale with the JVMs started
 */
public record DeployTimeout(Duration fixed) {
    /** The option that sets it, on {@code mwbench run} and {@code mwbench agent}. */
    public static final String OPTION = "--deploy-timeout";
    /**
     * The system property a blade's JVM is started with: the deadline its agent computed, which
     * a server blade's readiness wait takes as its default.
     */
    public static final String PROPERTY = "mwbench.deploy.timeout.ms";
    /** What one JVM gets on an idle machine, with room for a cold JIT and a slow middleware. */
    static final Duration BASE = Duration.ofSeconds(60);
    /** What each further JVM per core adds: about what one took to start and serve at a load average of 30. */
    static final Duration PER_JVM_PER_CORE = Duration.ofSeconds(10);
    /** A server's readiness wait where no agent set a deadline (a server in the agent's own JVM). */
    public static final Duration READINESS_DEFAULT = Duration.ofSeconds(30);

    public static final DeployTimeout SCALED = new DeployTimeout(null);

    public DeployTimeout {
        if (fixed != null && (fixed.isNegative() || fixed.isZero())) {
            throw new IllegalArgumentException(OPTION + " must be above 0, not " + fixed);
        }
    }

    /** @param text {@code auto} (scale with the JVMs started) or a duration such as {@code 5m} */
    public static DeployTimeout parse(String text) {
        if (text == null || text.equalsIgnoreCase("auto")) {
            return SCALED;
        }
        return new DeployTimeout(org.mwbench.platform.blade.Durations.parse(text, "s"));
    }

    /** The deadline for one deploy that starts {@code jvms} JVMs at once on a host with {@code cores} cores. */
    public Duration forJvms(int jvms, int cores) {
        if (fixed != null) {
            return fixed;
        }
        long perCore = (Math.max(jvms, 1) + Math.max(cores, 1) - 1) / Math.max(cores, 1);
        return BASE.plus(PER_JVM_PER_CORE.multipliedBy(perCore - 1));
    }

    /** {@code 60 s (--deploy-timeout raises it)}: what an error says of a deadline it set. */
    public static String named(Duration deadline) {
        return seconds(deadline) + " (" + OPTION + " raises it)";
    }

    /** A server blade's default readiness wait: its JVM's deploy deadline, or {@link #READINESS_DEFAULT}. */
    public static Duration readinessDefault() {
        String millis = System.getProperty(PROPERTY);
        if (millis == null) {
            return READINESS_DEFAULT;
        }
        try {
            return Duration.ofMillis(Long.parseLong(millis));
        } catch (NumberFormatException e) {
            return READINESS_DEFAULT;
        }
    }

    static String seconds(Duration deadline) {
        return deadline.toMillis() % 1000 == 0 ? deadline.toSeconds() + " s"
                : String.format(Locale.ROOT, "%.3f s", deadline.toMillis() / 1000.0);
    }

    @Override
    public String toString() {
        return fixed == null ? "auto" : seconds(fixed);
    }
}
