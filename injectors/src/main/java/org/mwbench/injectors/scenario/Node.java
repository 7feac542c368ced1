package org.mwbench.injectors.scenario;

import java.util.concurrent.ThreadLocalRandom;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.Timer;

/**
 * A behavior step bound to one virtual user's session objects: what a user executes. The
 * binding happens once, when the user starts, so running a step is a virtual call on
 * already-resolved objects. A step never waits: a timer returns its think time and a branch
 * or loop pushes its body on the user's {@link Cursor}, so a thinking user can give its
 * thread back and resume where it stood.
 */
abstract class Node {
    /** Returned by a step that does not make the user wait. */
    static final long GO_ON = 0;
    /** Returned by a step that started an asynchronous call: the user waits for its completion. */
    static final long AWAIT_REPLY = -1;

    /** Runs the step: a think time in ns to wait before the next one, {@link #GO_ON} or {@link #AWAIT_REPLY}. */
    abstract long step(VirtualUser user, Cursor cursor) throws Exception;

    static final class SampleNode extends Node {
        private final Sample sample;
        private final int type;

        SampleNode(Sample sample, int type) {
            this.sample = sample;
            this.type = type;
        }

        @Override
        long step(VirtualUser user, Cursor cursor) {
            user.measure(sample, type);
            return GO_ON;
        }
    }

    /** A sample whose call ends later: the user starts it, then waits for its completion holding no thread. */
    static final class AsyncSampleNode extends Node {
        private final AsyncSample sample;
        private final int type;

        AsyncSampleNode(AsyncSample sample, int type) {
            this.sample = sample;
            this.type = type;
        }

        @Override
        long step(VirtualUser user, Cursor cursor) {
            user.start(sample, type);
            return AWAIT_REPLY;
        }
    }

    static final class TimerNode extends Node {
        private final Timer timer;

        TimerNode(Timer timer) {
            this.timer = timer;
        }

        @Override
        long step(VirtualUser user, Cursor cursor) throws Exception {
            return Math.max(GO_ON, timer.delayNanos());
        }
    }

    static final class ControlNode extends Node {
        private final Control control;

        ControlNode(Control control) {
            this.control = control;
        }

        @Override
        long step(VirtualUser user, Cursor cursor) throws Exception {
            control.run();
            return GO_ON;
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
        long step(VirtualUser user, Cursor cursor) throws Exception {
            cursor.enter(condition.test() ? then : otherwise, null);
            return GO_ON;
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
        long step(VirtualUser user, Cursor cursor) throws Exception {
            if (again()) {
                cursor.enter(body, this);
            }
            return GO_ON;
        }

        /** Whether the body runs (once more): the cursor asks at each end of the body. */
        boolean again() throws Exception {
            return condition.test();
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
        long step(VirtualUser user, Cursor cursor) {
            int draw = ThreadLocalRandom.current().nextInt(cumulativeWeights[cumulativeWeights.length - 1]);
            int branch = 0;
            while (draw >= cumulativeWeights[branch]) {
                branch++;
            }
            cursor.enter(branches[branch], null);
            return GO_ON;
        }
    }
}
