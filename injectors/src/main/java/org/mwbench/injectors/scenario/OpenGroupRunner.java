package org.mwbench.injectors.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.injectors.scenario.Scenario.Group;

/**
 * An open-model group: arrivals come at the rate the profile gives (y = arrivals per
 * second), whether or not earlier ones are done, as real clients do. A fixed set of users
 * (the group's {@code concurrency}) serve them: each takes the next arrival's ticket and
 * waits for its intended start. Arrival k is due when the area under the rate curve
 * reaches k, so intended starts are computed, never queued. When every user is busy the
 * next arrival simply starts late, and its delay is recorded with each of its calls (the
 * open model's definition of a call's intended start is {@link org.mwbench.platform.event.OpenModel}'s):
 * latency from the intended start then shows a stalled server in the tail instead of
 * hiding it (coordinated omission).
 */
final class OpenGroupRunner implements GroupRunner, IterationSource {
    private final Group group;
    private final UserEnvironment environment;
    private final AtomicInteger userIds;
    private final AtomicLong tickets = new AtomicLong();
    private final AtomicInteger running = new AtomicInteger();
    private final List<VirtualUser> users = new ArrayList<>();
    private volatile boolean stopping;

    OpenGroupRunner(Group group, UserEnvironment environment, AtomicInteger userIds) {
        this.group = group;
        this.environment = environment;
        this.userIds = userIds;
    }

    @Override
    public synchronized void adjust(long elapsedNanos) {
        if (!users.isEmpty() || stopping) {
            return; // the users are started once; the arrival rate, not the population, follows the curve
        }
        for (int i = 0; i < group.concurrency(); i++) {
            VirtualUser user = new VirtualUser(userIds.getAndIncrement(), environment,
                    environment.scenario.behaviors().get(group.behaviorId()), this, ended -> running.decrementAndGet());
            users.add(user);
            running.incrementAndGet();
            user.start();
        }
    }

    @Override
    public long next(VirtualUser user) {
        if (stopping) {
            return END;
        }
        double dueSeconds = group.profile().xOfIntegral(tickets.getAndIncrement());
        if (!(dueSeconds <= group.profile().end())) {
            return END;
        }
        long dueElapsed = (long) (dueSeconds * 1e9);
        while (true) {
            user.checkpoint(); // waits out a suspension, which also moves the intended start
            long intended = environment.clock.nanoTimeAt(dueElapsed);
            long now = System.nanoTime();
            if (now - intended >= 0) {
                return now - intended;
            }
            if (stopping || user.stopping()) {
                return END;
            }
            LockSupport.parkNanos(intended - now);
        }
    }

    @Override
    public int population() {
        return running.get();
    }

    @Override
    public boolean finished(long elapsedNanos) {
        return !users.isEmpty() && running.get() == 0;
    }

    @Override
    public void stopAll(long deadlineNanoTime) throws InterruptedException {
        stopping = true;
        List<VirtualUser> all;
        synchronized (this) {
            all = new ArrayList<>(users);
        }
        all.forEach(VirtualUser::stopNow);
        for (VirtualUser user : all) {
            user.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadlineNanoTime - System.nanoTime())));
        }
    }
}
