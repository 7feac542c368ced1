package org.mwbench.injectors.scenario;

import java.util.concurrent.ThreadLocalRandom;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.Timer;

/**
 * A behavior step bound to one virtual user's session objects: what a user executes. The
 * binding happens once, when the user starts, so running a step is a virtual call on
 * already-resolved objects.
 */
abstract class Node {
    abstract void run(VirtualUser user) throws Exception;

    static void runAll(Node[] nodes, VirtualUser user) throws Exception {
        for (Node node : nodes) {
            user.checkpoint();
            node.run(user);
        }
    }

    static final class SampleNode extends Node {
        private final Sample sample;
        private final int type;

        SampleNode(Sample sample, int type) {
            this.sample = sample;
            this.type = type;
        }

        @Override
        void run(VirtualUser user) {
            user.measure(sample, type);
        }
    }

    static final class TimerNode extends Node {
        private final Timer timer;

        TimerNode(Timer timer) {
            this.timer = timer;
        }

        @Override
        void run(VirtualUser user) throws Exception {
            user.think(timer.delayNanos());
        }
    }

    static final class ControlNode extends Node {
        private final Control control;

        ControlNode(Control control) {
            this.control = control;
        }

        @Override
        void run(VirtualUser user) throws Exception {
            control.run();
        }
    }

    static final class IfNode extends Node {
        private final Condition condition;
        private final Node[] then;
        private final Node[] otherwise;

        IfNode(Condition condition, Node[] then, Node[] otherwise) {
            this.condition = condition;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override
        void run(VirtualUser user) throws Exception {
            runAll(condition.test() ? then : otherwise, user);
        }
    }

    static final class WhileNode extends Node {
        private final Condition condition;
        private final Node[] body;

        WhileNode(Condition condition, Node[] body) {
            this.condition = condition;
            this.body = body;
        }

        @Override
        void run(VirtualUser user) throws Exception {
            while (condition.test()) {
                user.checkpoint();
                runAll(body, user);
            }
        }
    }

    static final class ChoiceNode extends Node {
        private final int[] cumulativeWeights;
        private final Node[][] branches;

        ChoiceNode(int[] cumulativeWeights, Node[][] branches) {
            this.cumulativeWeights = cumulativeWeights;
            this.branches = branches;
        }

        @Override
        void run(VirtualUser user) throws Exception {
            int draw = ThreadLocalRandom.current().nextInt(cumulativeWeights[cumulativeWeights.length - 1]);
            int branch = 0;
            while (draw >= cumulativeWeights[branch]) {
                branch++;
            }
            runAll(branches[branch], user);
        }
    }
}
