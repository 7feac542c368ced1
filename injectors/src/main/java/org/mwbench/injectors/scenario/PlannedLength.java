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
 * {@code --duration} shortens it, each part in proportion as k6 or Gatling scale stages, rather than
 * stopping it and dropping what comes last. A {@link PlateauRunner} runs its middleware in turn, each
 * plateau between {@code min_intervals} seconds (it settles at once) and {@code settle + max}: its
 * plateaus are shortened alike, or the limit is refused, saying which middleware it would drop. A
 * {@link ScenarioRunner} follows its load profile: its points are scaled in time ({@code time_scale}),
 * or refused when a plateau would fall below a second. A {@code SyntheticInjector} runs for its
 * {@code duration}, which the stop cuts. A {@link LoopRunner} makes a number of calls whose time
 * depends on the middleware: its length is unknown, so each of its middleware gets an equal share
 * of the limit ({@code share}), after which its remaining steps are skipped.
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
                if (s.share() != null) {
                    // each behavior ends at its share (past it by the step under way, or its warm-up and one step)
                    Duration all = s.share().multipliedBy(s.behaviorIds().size());
                    return new PlannedLength(bladeId, all, all, s.behaviorIds().size() + " middleware in turn, each "
                            + "at most its share of " + format(s.share()) + " or " + calls + " calls");
                }
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
     * The shortest plateau of a load profile that still measures anything: populations follow the profile every 100 ms at most, so below a
     * second a plateau is a few adjustments and no steady figure.
     */
    static final Duration SHORTEST_PART = Duration.ofSeconds(1);

    /**
     * The argument to run with under {@code --duration limit}: unchanged when the blade fits (or
     * its length is unknown, as a loop's); otherwise every part shortened in proportion, so that
     * every middleware, plateau and point is still run: a plateau runner's plateaus, a load
     * profile's points in time ({@code time_scale}).
     *
     * @throws BladeException when a part would fall below what still measures anything: it names
     *                        what would be dropped and the shortest {@code --duration} that keeps it
     */
    public static Shortened shorten(String className, String bladeId, String argument, BladeFiles files,
                                    Duration limit) throws BladeException {
        PlannedLength length = of(className, bladeId, argument, files);
        String simple = className.substring(className.lastIndexOf('.') + 1);
        if (simple.equals("LoopRunner") && (length.most() == null || length.most().compareTo(limit) > 0)) {
            return shareLoop(bladeId, argument, files, limit);
        }
        if (length == null || length.most() == null || length.most().compareTo(limit) <= 0) {
            return new Shortened(argument, null);
        }
        return switch (simple) {
            case "PlateauRunner" -> shortenPlateaus(bladeId, argument, files, limit, length);
            case "ScenarioRunner" -> shortenProfile(bladeId, argument, files, limit, length);
            default -> new Shortened(argument, null);
        };
    }

    private static Shortened shortenPlateaus(String bladeId, String argument, BladeFiles files, Duration limit,
                                             PlannedLength length) throws BladeException {
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
                + "--duration %s, its longest length by a factor of %s: max=%s (was %s), settle=%s (was %s)", bladeId,
                format(limit), factor(limit, length.most()), millis(max), millis(s.maxNanos()), millis(settle),
                millis(s.settleNanos())));
    }

    /**
     * A load profile run in proportion: every point's x multiplied by {@code limit / length}, so each
     * group still goes through each of its ramps and plateaus. Refused when a plateau would fall
     * below {@link #SHORTEST_PART}, or the warm-up would take the whole shortened profile.
     */
    private static Shortened shortenProfile(String bladeId, String argument, BladeFiles files, Duration limit,
                                            PlannedLength length) throws BladeException {
        BladeArguments arguments = BladeArguments.parse(bladeId, argument);
        ScenarioRunner.Settings s = new ScenarioRunner.Reader().read(arguments, files);
        double factor = (double) limit.toNanos() / length.most().toNanos();
        double scale = BladeArguments.parse(bladeId, argument).fraction(ScenarioRunner.TIME_SCALE, 1) * factor;
        Plateau shortest = shortestPlateau(s.scenario());
        long shortestAfter = shortest == null ? Long.MAX_VALUE : Math.round(shortest.seconds() * factor * SECOND);
        if (shortestAfter < SHORTEST_PART.toNanos() || limit.toNanos() <= s.warmupNanos()) {
            // the shortest limit keeping every plateau a second long, and some time measured after the warm-up
            long keepsPlateaus = shortest == null ? 0 : (long) Math.ceil(length.most().toNanos()
                    * (SHORTEST_PART.toNanos() / (shortest.seconds() * SECOND)));
            long keepsMeasure = s.warmupNanos() + SHORTEST_PART.toNanos();
            Duration atLeast = Duration.ofSeconds((long) Math.ceil(Math.max(keepsPlateaus, keepsMeasure) / (double) SECOND));
            String dropped = shortestAfter < SHORTEST_PART.toNanos()
                    ? String.format(Locale.ROOT, "its plateau of group %s from x=%s s (%s s) would last %.1f s, below the "
                    + "%s a plateau needs to measure anything", shortest.behaviorId(), number(shortest.from()),
                    number(shortest.seconds()), shortestAfter / (double) SECOND, format(SHORTEST_PART))
                    : "its warm-up (" + format(Duration.ofNanos(s.warmupNanos())) + ") would take the whole run, and "
                    + "nothing would be measured";
            throw new BladeException("blade " + bladeId + ": --duration " + format(limit) + " would shorten its load "
                    + "profile (" + format(length.most()) + ") by a factor of " + factor(limit, length.most()) + ": "
                    + dropped + "; give at least --duration " + format(atLeast) + ", or a shorter profile");
        }
        // rounded down, so that the shortened profile ends within the limit
        String timeScale = String.format(Locale.ROOT, "%.6f", Math.floor(scale * 1e6) / 1e6);
        String shortened = replace(argument, ScenarioRunner.TIME_SCALE, timeScale);
        return new Shortened(shortened, "the load profile of blade " + bladeId + " shortened to fit --duration "
                + format(limit) + ", every point's time by a factor of " + factor(limit, length.most()) + ": "
                + ScenarioRunner.TIME_SCALE + "=" + timeScale);
    }

    /**
     * A loop given an equal share of the limit per behavior ({@code share}), after which that
     * behavior's remaining steps are skipped: its length in time cannot be told, so every middleware
     * gets the same time rather than the first ones taking it all. Never refused: each behavior
     * measures at least one step, past its share if it must. The loop begins with the run, so the
     * limit is shared out whole.
     */
    private static Shortened shareLoop(String bladeId, String argument, BladeFiles files, Duration limit)
            throws BladeException {
        LoopRunner.Settings s = new LoopRunner.Reader().read(BladeArguments.parse(bladeId, argument), files);
        int behaviors = s.behaviorIds().size();
        long shareMillis = limit.toMillis() / behaviors; // rounded down: the shares end within the limit
        String share = shareMillis + "ms";
        return new Shortened(replace(argument, LoopRunner.SHARE, share), "each of the " + behaviors + " middleware of "
                + "blade " + bladeId + " (" + String.join(", ", s.behaviorIds()) + ") gets an equal share of --duration "
                + format(limit) + ", " + LoopRunner.SHARE + "=" + share + ": after it, that middleware's remaining steps "
                + "are skipped (at least one step measured) and the next one begins");
    }

    /**
     * What each middleware of a loop gets under a share, "blade loop: 34 s for each of its N middleware
     * (or its 20 steps)"; null for another blade or a loop without one.
     */
    public static String shareOf(String className, String bladeId, String argument, BladeFiles files)
            throws BladeException {
        if (!className.substring(className.lastIndexOf('.') + 1).equals("LoopRunner")) {
            return null;
        }
        LoopRunner.Settings s = new LoopRunner.Reader().read(BladeArguments.parse(bladeId, argument), files);
        return s.share() == null ? null : "blade " + bladeId + ": " + format(s.share()) + " for each of its "
                + s.behaviorIds().size() + " middleware (" + String.join(", ", s.behaviorIds()) + "), or its "
                + s.steps() + " steps if sooner, at least 1";
    }

    /** A plateau of a group's profile: a span of time over which its population or rate holds, above 0. */
    record Plateau(String behaviorId, double from, double seconds) {
    }

    /** The shortest plateau of any group, or null when no group holds a value above 0 for a while. */
    static Plateau shortestPlateau(Scenario scenario) {
        Plateau shortest = null;
        for (Scenario.Group group : scenario.groups()) {
            List<Profile.Point> points = group.profile().points();
            for (int i = 1; i < points.size(); i++) {
                Profile.Point from = points.get(i - 1);
                Profile.Point to = points.get(i);
                // a crenel holds the earlier value up to the later point; a line holds it when both ends agree
                boolean holds = to.style() == Profile.Style.CRENEL_HV || from.y() == to.y();
                double seconds = to.x() - from.x();
                if (holds && from.y() > 0 && seconds > 0 && (shortest == null || seconds < shortest.seconds())) {
                    shortest = new Plateau(group.behaviorId(), from.x(), seconds);
                }
            }
        }
        return shortest;
    }

    /** "0.33": the factor a part is shortened by, as the plan's text and the output say it. */
    private static String factor(Duration limit, Duration planned) {
        return String.format(Locale.ROOT, "%.2f", (double) limit.toNanos() / planned.toNanos());
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * What stopping the blade at {@code limit} leaves out, for a blade {@code --duration} does not
     * shorten: a synthetic injector's end, or a blade whose length cannot be told. Said before the
     * start, so that a limit that drops part of a plan is not found out only from the run's end.
     * Null when the blade ends within the limit, is not an injector, or is one {@link #shorten} fits
     * (plateaus, a load profile, a loop's shares).
     */
    public static String cutBy(String className, String bladeId, String argument, BladeFiles files, Duration limit)
            throws BladeException {
        PlannedLength length = of(className, bladeId, argument, files);
        if (length == null || (length.most() != null && shortens(className))
                || className.endsWith("LoopRunner")) {
            return null; // shortened by shorten(), or refused: nothing cut
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

    /** Whether {@link #shorten} fits this class's blades to a limit in proportion. */
    private static boolean shortens(String className) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        // not a synthetic injector: the tests of --duration's stop rely on it running past the limit
        return simple.equals("PlateauRunner") || simple.equals("ScenarioRunner");
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
