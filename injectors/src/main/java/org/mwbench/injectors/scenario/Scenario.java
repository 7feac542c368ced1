package org.mwbench.injectors.scenario;

import java.util.List;
import java.util.Map;

/**
 * A scenario as its file states it, in the shape of CLIF's ISAC scenarios: plugin uses,
 * behaviors, and a load profile. {@link ScenarioReader} makes it; {@link ScenarioCompiler}
 * checks it against the installed plugins.
 */
public record Scenario(String source, List<PluginUse> uses, Map<String, Behavior> behaviors, List<Group> groups) {

    /**
     * {@code <use id= name= reset=>}: one plugin, with its session object's parameters.
     *
     * @param resetEachIteration reset the user's session object between two iterations
     */
    public record PluginUse(String id, String pluginName, Map<String, String> parameters, boolean resetEachIteration,
                            String location) {
    }

    /** {@code <behavior id=>}: what one virtual user does in one iteration. */
    public record Behavior(String id, List<Step> steps, String location) {
    }

    /** An element of a behavior. */
    public sealed interface Step permits Action, If, While, Choice {
        String location();
    }

    /**
     * {@code <sample>}, {@code <timer>}, {@code <control>}, or the {@code <condition>} of an
     * if or while (a test).
     *
     * @param label the action type its events are stored under (samples only)
     */
    public record Action(org.mwbench.platform.plugin.ActionKind kind, String useId, String name,
                         Map<String, String> parameters, String label, String location) implements Step {
    }

    public record If(Action condition, List<Step> then, List<Step> otherwise, String location) implements Step {
    }

    public record While(Action condition, List<Step> body, String location) implements Step {
    }

    /** {@code <nchoice>}: one of its branches, drawn with the given weights. */
    public record Choice(List<Integer> weights, List<List<Step>> branches, String location) implements Step {
    }

    /** Whether a group's y values are a population (closed) or an arrival rate per second (open). */
    public enum Model {
        CLOSED, OPEN
    }

    /**
     * {@code <group behavior=>}: a population (or arrival rate) over time.
     *
     * @param forceStop   when the population drops, stop users at once (true) or at the end of their iteration
     * @param concurrency for the open model: the most users serving arrivals at once
     */
    public record Group(String behaviorId, Model model, boolean forceStop, int concurrency, Profile profile,
                        String location) {
    }

    /**
     * The scenario with each group's profile cut to one instance's share of a blade spread over
     * an agent pool: every point's y (population or arrival rate), as {@code segment} divides it.
     */
    public Scenario share(org.mwbench.platform.blade.LoadSegment segment) {
        if (segment.count() == 1) {
            return this;
        }
        List<Group> shared = groups.stream().map(group -> new Group(group.behaviorId(), group.model(), group.forceStop(),
                group.concurrency(), new Profile(group.profile().points().stream()
                        .map(point -> new Profile.Point(point.x(), segment.share(point.y()), point.style())).toList()),
                group.location())).toList();
        return new Scenario(source, uses, behaviors, shared);
    }

    /**
     * The scenario with each group's profile taken {@code factor} times as long (below 1, shorter):
     * every point's x multiplied, y kept, so {@code --duration} runs the whole profile, each ramp and
     * plateau in proportion, rather than stopping before its end.
     */
    public Scenario scaledInTime(double factor) {
        if (factor == 1) {
            return this;
        }
        List<Group> scaled = groups.stream().map(group -> new Group(group.behaviorId(), group.model(), group.forceStop(),
                group.concurrency(), new Profile(group.profile().points().stream()
                        .map(point -> new Profile.Point(point.x() * factor, point.y(), point.style())).toList()),
                group.location())).toList();
        return new Scenario(source, uses, behaviors, scaled);
    }
}
