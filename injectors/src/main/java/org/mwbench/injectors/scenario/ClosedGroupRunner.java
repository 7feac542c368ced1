package org.mwbench.injectors.scenario;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.platform.event.OpenModel;
import org.mwbench.injectors.scenario.CompiledScenario.Plan;
import org.mwbench.injectors.scenario.Scenario.Group;

/**
 * A closed-model group: its population follows the profile's curve, adjusted on every
 * tick. Users loop on their behavior with no pause but their think times; when the curve
 * goes down, the most recently started users leave, at once ({@code forceStop}) or at the
 * end of their iteration.
 */
final class ClosedGroupRunner implements GroupRunner, IterationSource {
    private final Group group;
    private final UserEnvironment environment;
    private final List<Plan> behavior;
    private final AtomicInteger userIds;
    private final Deque<VirtualUser> active = new ArrayDeque<>();
    private final List<VirtualUser> leaving = new ArrayList<>();
    private final AtomicInteger running = new AtomicInteger();

    ClosedGroupRunner(Group group, UserEnvironment environment, AtomicInteger userIds) {
        this.group = group;
        this.environment = environment;
        this.behavior = environment.scenario.behaviors().get(group.behaviorId());
        this.userIds = userIds;
    }

    @Override
    public synchronized void adjust(long elapsedNanos) {
        double seconds = elapsedNanos / 1e9;
        int target = (int) Math.round(group.profile().valueAt(seconds));
        while (active.size() < target) {
            VirtualUser user = new VirtualUser(userIds.getAndIncrement(), environment, behavior, this, this::ended);
            active.addLast(user);
            running.incrementAndGet();
            user.start();
        }
        while (active.size() > target) {
            VirtualUser user = active.removeLast();
            if (group.forceStop()) {
                user.stopNow();
            } else {
                user.stopAfterIteration();
            }
            leaving.add(user);
        }
    }

    private synchronized void ended(VirtualUser user) {
        running.decrementAndGet();
        // A user that ended by itself (it could not start, say) is replaced at the next tick.
        active.remove(user);
        leaving.remove(user);
    }

    /** Closed model: an iteration begins as soon as the previous one ends. */
    @Override
    public long next(VirtualUser user) {
        return OpenModel.UNSCHEDULED;
    }

    @Override
    public synchronized int population() {
        return active.size();
    }

    @Override
    public boolean finished(long elapsedNanos) {
        return elapsedNanos / 1e9 > group.profile().end() && running.get() == 0;
    }

    @Override
    public void stopAll(long deadlineNanoTime) throws InterruptedException {
        List<VirtualUser> all;
        synchronized (this) {
            all = new ArrayList<>(active);
            all.addAll(leaving);
        }
        all.forEach(VirtualUser::stopNow);
        for (VirtualUser user : all) {
            user.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadlineNanoTime - System.nanoTime())));
        }
    }
}
