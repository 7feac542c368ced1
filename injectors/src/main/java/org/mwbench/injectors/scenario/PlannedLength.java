package org.mwbench.injectors.scenario;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeFiles;

/**
 * How long an injector blade will run, read from its argument before anything is deployed, and how
 * {@code --duration} shortens it. A {@link PlateauRunner} runs its middleware in turn, each plateau
 * between {@code min_intervals} seconds (it settles at once) and {@code settle + max}: a run stopped
 * at a fixed time would drop the last middleware, so its plateaus are shortened in proportion
 * instead, or the limit is refused, saying which middleware it would drop. A {@link ScenarioRunner}
 * follows its load profile; a {@link LoopRunner} makes a number of calls whose time depends on the
 * middleware: its length is unknown. A {@code SyntheticInjector} runs for its {@code duration}.
 *
 * @param least the shortest the blade can take; null when unknown
 * @param most  the longest it can take; null when unknown
 * @param what  what it runs, for a person, such as the count of the plan's middleware times its plateaus
 */
public record PlannedLength(String bladeId, Duration least, Duration most, String what) {
    private static final long SECOND = 1_000_000_000L;

    /** The blade's length, or null for a class that runs until stopped (servers, probes) or is not an injector. */
    public static PlannedLength of(String className, String bladeId, String argument, BladeFiles files)
            throws BladeException {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        switch (simple) {
            case "PlateauRunner" -> {
                PlateauRunner.Settings s = plateaus(bladeId, argument, files);
                return new PlannedLength(bladeId, Duration.ofNanos(leastNanos(s)), Duration.ofNanos(mostNanos(s)),
                        s.behaviorIds().size() + " middleware x " + s.clients().size() + " plateaus");
            }
            case "ScenarioRunner" -> {
                ScenarioRunner.Settings s = new ScenarioRunner.Reader().read(BladeArguments.parse(bladeId, argument), files);
                double seconds = s.scenario().groups().stream().mapToDouble(group -> group.profile().end()).max().orElse(0);
                Duration profile = Duration.ofNanos(Math.round(seconds * SECOND));
                return new PlannedLength(bladeId, profile, profile, "its load profile");
            }
            case "LoopRunner" -> {
                LoopRunner.Settings s = new LoopRunner.Reader().read(BladeArguments.parse(bladeId, argument), files);
                long calls = s.warmupCalls() + s.steps() * s.callsPerStep();
                return new PlannedLength(bladeId, null, null, s.behaviorIds().size() == 1
                        ? "1 middleware, " + calls + " calls, as fast as it answers"
                        : s.behaviorIds().size() + " middleware in turn, " + calls + " calls each, as fast as they answer");
            }
            case "SyntheticInjector" -> {
                new org.mwbench.injectors.synthetic.SyntheticInjector.Reader().read(BladeArguments.parse(bladeId, argument),
                        files);
                Duration runs = BladeArguments.parse(bladeId, argument).duration("duration", Duration.ofSeconds(10), "s");
                return new PlannedLength(bladeId, runs, runs, "its duration");
            }
            default -> {
                return null;
            }
        }
    }

    /** The blade's argument shortened to end within {@code limit}, with what was changed. */
    public record Shortened(String argument, String change) {
    }

    /**
     * The argument to run with under {@code --duration limit}: unchanged when the blade fits (or
     * its length is unknown, or it is not a plateau runner, whose stop drops no row); its plateaus
     * shortened in proportion when they can be.
     *
     * @throws BladeException when even the shortest plateaus do not fit: it names what would be dropped
     */
    public static Shortened shorten(String className, String bladeId, String argument, BladeFiles files,
                                    Duration limit) throws BladeException {
        PlannedLength length = of(className, bladeId, argument, files);
        if (length == null || length.most() == null || length.most().compareTo(limit) <= 0
                || !className.endsWith("PlateauRunner")) {
            return new Shortened(argument, null);
        }
        PlateauRunner.Settings s = plateaus(bladeId, argument, files);
        long least = leastNanos(s);
        if (limit.toNanos() < least) {
            throw new BladeException("blade " + bladeId + ": --duration " + format(limit) + " is shorter than its "
                    + length.what() + " can take (at least " + format(length.least()) + "): stopping then would drop "
                    + dropped(s, limit.toNanos()) + "; give at least " + format(length.least())
                    + ", or fewer behavior= or clients=");
        }
        // Each plateau keeps min_intervals seconds; what it may take beyond, and the settling, shrink alike.
        double factor = (double) (limit.toNanos() - least) / (mostNanos(s) - least);
        long minimum = (long) s.minIntervals() * SECOND;
        long max = minimum + (long) ((s.maxNanos() - minimum) * factor);
        long settle = (long) (s.settleNanos() * factor);
        String shortened = replace(replace(argument, "max", millis(max)), "settle", millis(settle));
        return new Shortened(shortened, String.format(Locale.ROOT, "each plateau of blade %s shortened to fit "
                + "--duration %s: max=%s (was %s), settle=%s (was %s)", bladeId, format(limit), millis(max),
                millis(s.maxNanos()), millis(settle), millis(s.settleNanos())));
    }

    /**
     * What stopping the blade at {@code limit} leaves out, for a blade {@code --duration} does not
     * shorten: a load profile or a synthetic injector's duration longer than the limit loses its end;
     * a loop, whose length cannot be told, loses whatever it has not reached by then (the middleware
     * last in turn first). Said before the start, so that a limit that drops part of a plan is not
     * found out only from the run's end. Null when the blade ends within the limit, is not an
     * injector, or is a plateau runner ({@link #shorten} fits those).
     */
    public static String cutBy(String className, String bladeId, String argument, BladeFiles files, Duration limit)
            throws BladeException {
        PlannedLength length = of(className, bladeId, argument, files);
        if (length == null || className.endsWith("PlateauRunner")) {
            return null;
        }
        if (length.most() == null) {
            return "--duration " + format(limit) + " may stop blade " + bladeId + " before its end: its length cannot "
                    + "be told (" + length.what() + "), and what it has not reached by then, its "
                    + "last middleware first, is not measured; the run lists what was cut short or not measured";
        }
        if (length.most().compareTo(limit) <= 0) {
            return null;
        }
        return "--duration " + format(limit) + " stops blade " + bladeId + " " + format(length.most().minus(limit))
                + " before the end of " + length.what() + " (" + format(length.most()) + "): what it would run after "
                + format(limit) + " is not run, and its figures are marked cut short";
    }

    private static PlateauRunner.Settings plateaus(String bladeId, String argument, BladeFiles files) throws BladeException {
        return new PlateauRunner.Reader().read(BladeArguments.parse(bladeId, argument), files);
    }

    /** Every plateau settled at once: warm-up, ramps, min_intervals seconds each, gaps. */
    private static long leastNanos(PlateauRunner.Settings s) {
        return s.behaviorIds().size() * (s.warmupNanos() + s.gapNanos()
                + s.clients().size() * (s.rampNanos() + (long) s.minIntervals() * SECOND));
    }

    /** Every plateau took its whole settle and max. */
    private static long mostNanos(PlateauRunner.Settings s) {
        return s.behaviorIds().size() * (s.warmupNanos() + s.gapNanos()
                + s.clients().size() * (s.rampNanos() + s.settleNanos() + s.maxNanos()));
    }

    /** The behaviors that would not start, or not finish, by the limit even if every plateau settled at once. */
    private static String dropped(PlateauRunner.Settings s, long limitNanos) {
        long each = leastNanos(s) / s.behaviorIds().size();
        int whole = (int) Math.min(s.behaviorIds().size(), limitNanos / each);
        List<String> lost = new ArrayList<>(s.behaviorIds().subList(whole, s.behaviorIds().size()));
        return lost.size() + " of its " + s.behaviorIds().size() + " middleware (" + String.join(", ", lost) + ")";
    }

    /** The argument with {@code name=value}, replacing the one it had or adding it. */
    static String replace(String argument, String name, String value) {
        List<String> pairs = new ArrayList<>();
        boolean replaced = false;
        for (String pair : argument.strip().split("[\\s,]+")) {
            if (pair.startsWith(name + "=")) {
                pairs.add(name + "=" + value);
                replaced = true;
            } else if (!pair.isEmpty()) {
                pairs.add(pair);
            }
        }
        if (!replaced) {
            pairs.add(name + "=" + value);
        }
        return String.join(" ", pairs);
    }

    private static String millis(long nanos) {
        return nanos / 1_000_000 + "ms";
    }

    /** "3 min 20 s", "45 s", "1 h 2 min". */
    public static String format(Duration duration) {
        long seconds = Math.round(duration.toMillis() / 1000.0);
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return seconds / 60 + " min" + (seconds % 60 == 0 ? "" : " " + seconds % 60 + " s");
        }
        return seconds / 3600 + " h" + (seconds % 3600 / 60 == 0 ? "" : " " + seconds % 3600 / 60 + " min");
    }
}
