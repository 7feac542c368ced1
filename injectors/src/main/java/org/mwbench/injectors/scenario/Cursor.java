package org.mwbench.injectors.scenario;

import java.util.Arrays;

/**
 * Where a virtual user stands in its iteration: a stack of the step lists it is inside (the
 * behavior, then any branch or loop body), each with the next step to run. Held by the user,
 * not by a thread's call stack, so that a user can stop at a think time, give its thread back,
 * and go on later on any thread. Allocates nothing once its stack is as deep as the behavior.
 */
final class Cursor {
    /** Why {@link #advance} returned. */
    enum Reason {
        /** A timer asked for a think time: {@link #thinkNanos()}. */
        THINK,
        /** The user must wait before its next step (the blade is suspended); nothing was consumed. */
        HOLD,
        /** A step started an asynchronous call: the user waits for its completion. */
        REPLY,
        /** The iteration's last step ran. */
        ITERATION_DONE
    }

    private Node[][] lists = new Node[4][];
    private int[] positions = new int[4];
    /** The loop whose body each list is, or null: at a body's end, the loop's condition decides. */
    private Node.WhileNode[] loops = new Node.WhileNode[4];
    private int depth;
    private long thinkNanos;

    /** Starts an iteration of the behavior. */
    void begin(Node[] behavior) {
        depth = 0;
        enter(behavior, null);
    }

    /** Drops the iteration (a step failed): the next one begins afresh. */
    void abandon() {
        Arrays.fill(lists, 0, depth, null);
        Arrays.fill(loops, 0, depth, null);
        depth = 0;
    }

    boolean inIteration() {
        return depth > 0;
    }

    /** Enters a step list: a branch taken, or a loop's body ({@code loop} not null). */
    void enter(Node[] list, Node.WhileNode loop) {
        if (depth == lists.length) {
            lists = Arrays.copyOf(lists, depth * 2);
            positions = Arrays.copyOf(positions, depth * 2);
            loops = Arrays.copyOf(loops, depth * 2);
        }
        lists[depth] = list;
        positions[depth] = 0;
        loops[depth] = loop;
        depth++;
    }

    /**
     * Runs steps until a think time, a hold, an asynchronous call, or the iteration's end. Before each step (and each
     * turn of a loop) the user is asked whether it may go on: it unwinds there when it must stop.
     */
    Reason advance(VirtualUser user) throws Exception {
        while (depth > 0) {
            int top = depth - 1;
            Node[] list = lists[top];
            int position = positions[top];
            if (!user.mayGoOn()) {
                return Reason.HOLD;
            }
            if (position == list.length) {
                Node.WhileNode loop = loops[top];
                if (loop != null && loop.again()) {
                    positions[top] = 0;
                } else {
                    lists[top] = null;
                    loops[top] = null;
                    depth--;
                }
                continue;
            }
            positions[top] = position + 1; // before the step, which may enter a list of its own
            long wait = list[position].step(user, this);
            if (wait > Node.GO_ON) {
                thinkNanos = wait;
                return Reason.THINK;
            }
            if (wait == Node.AWAIT_REPLY) {
                return Reason.REPLY;
            }
        }
        return Reason.ITERATION_DONE;
    }

    long thinkNanos() {
        return thinkNanos;
    }
}
