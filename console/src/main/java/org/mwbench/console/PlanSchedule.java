package org.mwbench.console;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.injectors.scenario.PlannedLength;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeRole;
import org.mwbench.platform.plan.TestPlan;

/**
 * A plan's length before it runs: the longest of its injector blades, which run side by side,
 * printed as {@code estimated length: ...}; and {@code --duration} applied to it, shortening each
 * part in proportion (plateaus, a load profile's points, a duration) rather than letting the stop
 * drop the last middleware, or refusing.
 */
final class PlanSchedule {
    /**
     * How long past {@code --duration} a plan that ends by itself within it ({@link #fits}) gets before
     * the stop: the time its blades may take to end the calls under way at their planned end, as long
     * as a load profile's users get to stop. The limit counts from the blades' synchronized start.
     */
    static final Duration OVERRUN = Duration.ofSeconds(30);

    private PlanSchedule() {
    }

    /** Says that the stop at the limit is only a guard for a plan that {@link #fits} it. */
    static String overrunNote(Duration limit) {
        return "the plan ends by itself within --duration " + PlannedLength.format(limit) + " (counted from the "
                + "blades' start): it is stopped, and marked cut short, only if it runs " + PlannedLength.format(OVERRUN)
                + " past it";
    }

    /**
     * Prints the plan's estimated length and returns the plan to run: the same one, or with its plateau
     * runners shortened to fit {@code limit} (null for none), the plan's text saying so.
     *
     * @throws IllegalArgumentException when the limit would drop what the plan measures, saying what
     */
    static TestPlan apply(TestPlan plan, Duration limit, PrintWriter out) {
        return apply(plan, limit, 1, out);
    }

    /**
     * As {@link #apply(TestPlan, Duration, PrintWriter)} for a campaign of {@code series} series,
     * each the whole plan again ({@code --duration} bounds each one): the estimate is per series
     * and for all of them.
     */
    static TestPlan apply(TestPlan plan, Duration limit, int series, PrintWriter out) {
        TestPlan running = plan;
        Duration shortenedFrom = null;
        for (BladeDefinition blade : plan.blades()) {
            if (limit == null || blade.role() != BladeRole.INJECTOR) {
                continue;
            }
            PlannedLength.Shortened shortened;
            String cut;
            try {
                shortened = PlannedLength.shorten(blade.className(), blade.id(), blade.argument(), files(plan), limit);
                cut = PlannedLength.cutBy(blade.className(), blade.id(), blade.argument(), files(plan), limit);
            } catch (BladeException e) {
                if (readable(plan, blade)) {
                    throw new IllegalArgumentException(e.getMessage(), e);
                }
                continue; // a bad argument: plan check says so, located
            }
            if (shortened.change() != null) {
                running = withArgument(running, blade, shortened.argument(), shortened.change());
                shortenedFrom = longest(shortenedFrom, length(plan, blade));
                out.println(shortened.change());
            }
            if (cut != null) {
                // a blade the limit cannot shorten: what the stop will leave out is said now, not only at the end
                out.println(cut);
            }
        }
        out.println("estimated length: " + describe(running, limit, series, shortenedFrom));
        out.flush();
        return running;
    }

    /**
     * "3 min 20 s", "5 min 8 s to 54 min (blade clients: ...)", or unknown with why; per series and
     * for all {@code series} when there are several.
     */
    static String describe(TestPlan plan, Duration limit, int series) {
        return describe(plan, limit, series, null);
    }

    /** As {@link #describe(TestPlan, Duration, int)}, saying the plan was shortened from {@code shortenedFrom}. */
    static String describe(TestPlan plan, Duration limit, int series, Duration shortenedFrom) {
        Duration least = Duration.ZERO;
        Duration most = Duration.ZERO;
        List<String> unknown = new ArrayList<>();
        List<String> shares = new ArrayList<>();
        String longest = null;
        for (BladeDefinition blade : plan.blades()) {
            if (blade.role() != BladeRole.INJECTOR) {
                continue;
            }
            PlannedLength length;
            try {
                length = PlannedLength.of(blade.className(), blade.id(), blade.argument(), files(plan));
            } catch (BladeException e) {
                unknown.add("blade " + blade.id() + " (" + e.getMessage() + ")");
                continue;
            }
            if (length == null) {
                continue;
            }
            try {
                String share = PlannedLength.shareOf(blade.className(), blade.id(), blade.argument(), files(plan));
                if (share != null) {
                    shares.add(share);
                }
            } catch (BladeException e) {
                // read once already above
            }
            if (length.most() == null) {
                unknown.add("blade " + blade.id() + ": " + length.what());
                continue;
            }
            least = least.compareTo(length.least()) < 0 ? length.least() : least;
            if (most.compareTo(length.most()) < 0) {
                most = length.most();
                longest = "blade " + blade.id() + ": " + length.what();
            }
        }
        Duration planned = most;
        if (limit != null) {
            least = least.compareTo(limit) < 0 ? least : limit;
            most = most.compareTo(limit) < 0 ? most : limit;
        }
        boolean exact = PlannedLength.format(least).equals(PlannedLength.format(most));
        String known = longest == null ? null : range(least, most)
                + (exact ? "" : " (" + longest + ", each plateau as soon as it settles, or at its max)");
        if (known != null && series > 1) {
            // each series deploys and runs the whole plan again: the campaign takes them all, one after the other
            known += " per series, " + range(least.multipliedBy(series), most.multipliedBy(series)) + " for the "
                    + series + " series, deploys aside";
        }
        String limitNote = limit == null ? ""
                : shortenedFrom != null && shortenedFrom.compareTo(planned) > 0
                ? "; shortened in proportion by --duration from " + PlannedLength.format(shortenedFrom)
                : longest != null && planned.compareTo(limit) > 0 ? "; cut by --duration from " + PlannedLength.format(planned)
                : "; at most " + PlannedLength.format(limit) + (series > 1 ? " a series" : "") + " (--duration)";
        // what each middleware of a loop gets, which the range alone does not say
        limitNote += shares.isEmpty() ? "" : "; " + String.join("; ", shares);
        if (unknown.isEmpty()) {
            return (known == null ? "unknown (no injector blade)" : known) + limitNote;
        }
        return (known == null ? "" : "at least " + known + "; ") + "unknown for " + String.join("; ", unknown)
                + limitNote;
    }

    /**
     * Whether every injector of the plan to run ends by itself within {@code limit}: each one's
     * length is known and fits, as when {@code --duration} shortened it. Such a run's stop at the
     * limit is only a guard: it would race the blades' own end (they end a little after their planned
     * length, the time to finish the calls under way) and mark a run that dropped nothing cut short.
     */
    static boolean fits(TestPlan plan, Duration limit) {
        boolean any = false;
        for (BladeDefinition blade : plan.blades()) {
            if (blade.role() != BladeRole.INJECTOR) {
                continue;
            }
            Duration most = length(plan, blade);
            if (most == null || most.compareTo(limit) > 0) {
                return false;
            }
            any = true;
        }
        return any;
    }

    /** "24 s", or "24 s to 3 min 12 s". */
    private static String range(Duration least, Duration most) {
        return PlannedLength.format(least).equals(PlannedLength.format(most)) ? PlannedLength.format(most)
                : PlannedLength.format(least) + " to " + PlannedLength.format(most);
    }

    /** The blade's longest length as the plan says, or null when unknown. */
    private static Duration length(TestPlan plan, BladeDefinition blade) {
        try {
            PlannedLength length = PlannedLength.of(blade.className(), blade.id(), blade.argument(), files(plan));
            return length == null ? null : length.most();
        } catch (BladeException e) {
            return null;
        }
    }

    private static Duration longest(Duration a, Duration b) {
        return a == null ? b : b == null || a.compareTo(b) >= 0 ? a : b;
    }

    private static boolean readable(TestPlan plan, BladeDefinition blade) {
        try {
            PlannedLength.of(blade.className(), blade.id(), blade.argument(), files(plan));
            return true;
        } catch (BladeException e) {
            return false;
        }
    }

    private static BladeFiles files(TestPlan plan) {
        return name -> Files.readAllBytes(plan.folder().resolve(name));
    }

    /** The plan with the blade's argument replaced, its text saying what the plan said and why it changed. */
    static TestPlan withArgument(TestPlan plan, BladeDefinition blade, String argument, String why) {
        List<BladeDefinition> blades = plan.blades().stream().map(b -> b.id().equals(blade.id())
                ? new BladeDefinition(b.number(), b.id(), b.agent(), b.role(), b.className(), argument, b.comment(), b.jvm())
                : b).toList();
        StringBuilder source = new StringBuilder();
        String key = blade.key("argument");
        for (String line : plan.source().split("\n", -1)) {
            if (line.strip().split("[=:\\s]", 2)[0].equals(key) && !line.endsWith("\\")) {
                source.append("# ").append(why).append("; the plan said: ").append(line.strip()).append('\n')
                        .append(key).append('=').append(argument).append('\n');
            } else {
                source.append(line).append('\n');
            }
        }
        return new TestPlan(plan.name(), source.substring(0, source.length() - 1), plan.origin(), blades, plan.hosts(),
                plan.loopbackFallback(), plan.criteria(), plan.pools());
    }
}
