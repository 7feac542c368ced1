package org.mwbench.injectors.scenario;

import java.util.List;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.injectors.scenario.CompiledScenario.ChoicePlan;
import org.mwbench.injectors.scenario.CompiledScenario.IfPlan;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.injectors.scenario.CompiledScenario.Use;
import org.mwbench.injectors.scenario.CompiledScenario.WhilePlan;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SessionObject;
import org.mwbench.platform.plugin.VariableSource;

/**
 * One virtual user's session objects, one per plugin use, each opened at its first use (when
 * the behavior is bound, or when a variable of it is read), and the user's behavior bound to
 * them as {@link Node}s. Used by one slice of its user at a time, as the user is.
 */
final class UserSessions implements VariableSource {
    private final int userId;
    private final UserEnvironment environment;
    private final SessionObject[] sessions;

    UserSessions(int userId, UserEnvironment environment) {
        this.userId = userId;
        this.environment = environment;
        this.sessions = new SessionObject[environment.scenario.uses().size()];
    }

    /**
     * The behavior bound to this user's sessions, opening those it uses: a use the behavior never
     * names is not opened, so a user of one middleware in a scenario of many connects to one server.
     */
    Node[] bind(List<Plan> plans) throws Exception {
        Node[] nodes = new Node[plans.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = bind(plans.get(i));
        }
        return nodes;
    }

    private Node bind(Plan plan) throws Exception {
        if (plan instanceof ActionPlan action) {
            SessionObject session = session(action.use());
            Parameters parameters = action.parameters().withVariables(this);
            switch (action.kind()) {
                case SAMPLE:
                    Sample sample = session.sample(action.name(), parameters);
                    int type = environment.typeIds.get(action.label());
                    return sample instanceof AsyncSample async ? new Node.AsyncSampleNode(async, type)
                            : new Node.SampleNode(sample, type);
                case TIMER:
                    return new Node.TimerNode(session.timer(action.name(), parameters));
                case CONTROL:
                    return new Node.ControlNode(session.control(action.name(), parameters));
                default:
                    throw new IllegalStateException("a test stands only in an if or a while: " + action.location());
            }
        }
        if (plan instanceof IfPlan branch) {
            return new Node.IfNode(condition(branch.condition()), bind(branch.then()), bind(branch.otherwise()));
        }
        if (plan instanceof WhilePlan loop) {
            return new Node.WhileNode(condition(loop.condition()), bind(loop.body()));
        }
        ChoicePlan choice = (ChoicePlan) plan;
        Node[][] branches = new Node[choice.branches().size()][];
        for (int i = 0; i < branches.length; i++) {
            branches[i] = bind(choice.branches().get(i));
        }
        return new Node.ChoiceNode(choice.cumulativeWeights(), branches);
    }

    private Condition condition(ActionPlan test) throws Exception {
        return session(test.use()).test(test.name(), test.parameters().withVariables(this));
    }

    /** The session object of a use, opened at its first use. */
    private SessionObject session(Use use) throws Exception {
        SessionObject session = sessions[use.index()];
        if (session == null) {
            session = use.template().newSession(userId);
            sessions[use.index()] = session;
        }
        return session;
    }

    /** Resets the sessions of the uses that ask for it after each iteration; a failure is a warning. */
    void resetEachIteration() {
        for (Use use : environment.scenario.uses()) {
            if (use.resetEachIteration() && sessions[use.index()] != null) {
                try {
                    sessions[use.index()].reset();
                } catch (Exception e) {
                    environment.alarm(AlarmSeverity.WARNING, "user " + userId + ": reset of '" + use.id() + "' failed: " + e);
                }
            }
        }
    }

    /** Closes every session opened; a failure is a warning, and the others are closed still. */
    void close() {
        for (SessionObject session : sessions) {
            if (session != null) {
                try {
                    session.close();
                } catch (Exception e) {
                    environment.alarm(AlarmSeverity.WARNING, "user " + userId + ": closing a session failed: " + e);
                }
            }
        }
    }

    @Override
    public String value(String useId, String variable) {
        for (Use use : environment.scenario.uses()) {
            if (use.id().equals(useId)) {
                try {
                    return session(use).variable(variable);
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException("cannot open plugin use '" + useId + "' for its variable " + variable + ": " + e, e);
                }
            }
        }
        throw new IllegalArgumentException("no plugin use '" + useId + "'");
    }
}
