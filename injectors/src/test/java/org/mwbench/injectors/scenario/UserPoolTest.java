package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.event.ActionRecorder;

/**
 * A task runs on one worker at a time, however it is dispatched: a dispatch while it runs
 * (its wake-up, due before the run that armed it has returned) runs it again after, and
 * dispatches while it waits in line are one. Workers outside blocking work are at most the
 * headroom, and blocking work grows the pool past it: counts the pool's own rule sets, so they
 * hold on any machine, however loaded.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UserPoolTest {
    private final UserPool pool = new UserPool("pool-test", new UserThreads(UserThreads.Kind.PLATFORM), UserPool.UNBOUNDED, null);

    @AfterEach
    void closePool() throws InterruptedException {
        pool.close();
        assertTrue(pool.awaitEnded(System.nanoTime() + TimeUnit.SECONDS.toNanos(30)), "every worker ended");
    }

    /** Counts its runs and the most at once; its first run dispatches it again and stays a while. */
    private final class RedispatchingTask extends UserPool.Task {
        final AtomicInteger runs = new AtomicInteger();
        final AtomicInteger running = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();
        final CountDownLatch secondRun = new CountDownLatch(1);
        final CountDownLatch firstRunOver = new CountDownLatch(1);

        @Override
        void runOn(ActionRecorder recorder) {
            int now = running.incrementAndGet();
            mostAtOnce.accumulateAndGet(now, Math::max);
            int run = runs.incrementAndGet();
            try {
                if (run == 1) {
                    pool.dispatch(this); // the wake-up the run armed, come before the run has returned
                    // Were the task handed to a second worker, it would run now: give it every chance.
                    secondRun.await(2, TimeUnit.SECONDS);
                    firstRunOver.countDown();
                } else {
                    secondRun.countDown();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                running.decrementAndGet();
            }
        }
    }

    @Test
    void aTaskDispatchedWhileItRunsRunsAgainAfterNotAlongside() throws Exception {
        RedispatchingTask task = new RedispatchingTask();
        pool.dispatch(task);
        assertTrue(task.secondRun.await(30, TimeUnit.SECONDS), "the dispatch made while it ran was kept: it ran again");
        assertEquals(0, task.firstRunOver.getCount(), "the second run began once the first had returned");
        assertEquals(1, task.mostAtOnce.get(), "never two runs at once");
    }

    @Test
    void dispatchesOfATaskInLineAreOne() throws Exception {
        CountDownLatch blockerRuns = new CountDownLatch(1);
        CountDownLatch releaseBlocker = new CountDownLatch(1);
        UserPool single = new UserPool("pool-test-one", new UserThreads(UserThreads.Kind.PLATFORM), 1, null);
        try {
            single.dispatch(new UserPool.Task() {
                @Override
                void runOn(ActionRecorder recorder) {
                    blockerRuns.countDown();
                    try {
                        releaseBlocker.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            assertTrue(blockerRuns.await(30, TimeUnit.SECONDS));
            AtomicInteger runs = new AtomicInteger();
            CountDownLatch ran = new CountDownLatch(1);
            UserPool.Task counted = new UserPool.Task() {
                @Override
                void runOn(ActionRecorder recorder) {
                    runs.incrementAndGet();
                    ran.countDown();
                }
            };
            for (int i = 0; i < 3; i++) {
                single.dispatch(counted); // the pool's one thread is busy: it waits in line
            }
            releaseBlocker.countDown();
            assertTrue(ran.await(30, TimeUnit.SECONDS));
            single.close();
            assertTrue(single.awaitEnded(System.nanoTime() + TimeUnit.SECONDS.toNanos(30)));
            assertEquals(1, runs.get(), "three dispatches while it waited in line, one run");
        } finally {
            releaseBlocker.countDown();
            single.close();
        }
    }

    /**
     * A batch of tasks that each hold their worker until the batch is released, inside blocking
     * work or not: counts those running now and those finished.
     */
    private final class HeldTasks {
        final int size;
        final AtomicInteger running = new AtomicInteger();
        final CountDownLatch release = new CountDownLatch(1);
        final CountDownLatch finished;

        HeldTasks(int size, boolean blocking) {
            this.size = size;
            this.finished = new CountDownLatch(size);
            for (int i = 0; i < size; i++) {
                pool.dispatch(new UserPool.Task() {
                    @Override
                    void runOn(ActionRecorder recorder) {
                        hold(blocking);
                    }
                });
            }
        }

        private void hold(boolean blocking) {
            if (blocking) {
                pool.enterBlocking();
            }
            running.incrementAndGet();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                running.decrementAndGet();
                if (blocking) {
                    pool.leaveBlocking();
                }
                finished.countDown();
            }
        }

        /** Releases them all, and waits until every one has run, those that waited in line too. */
        void releaseAndAwaitAll() throws InterruptedException {
            release.countDown();
            assertTrue(finished.await(30, TimeUnit.SECONDS), "every task ran");
        }
    }

    /**
     * Due users busy outside a call (running controls, between steps) use a core, not a peer:
     * more workers than the headroom would only take turns, so the rest wait in line. Every
     * grow is decided in {@code dispatch}, before it returns, so the count is exact.
     */
    @Test
    void workersOutsideBlockingWorkAreAtMostTheHeadroom() throws Exception {
        HeldTasks tasks = new HeldTasks(UserPool.HEADROOM + 5, false);
        try {
            assertEquals(UserPool.HEADROOM, pool.figures().peakThreads(), "the headroom's workers, the rest in line");
        } finally {
            tasks.releaseAndAwaitAll();
        }
        assertEquals(UserPool.HEADROOM, pool.figures().peakThreads(), "those in line ran on the same workers");
        assertEquals(5, pool.figures().waits(), "five due tasks waited for a worker: " + pool.figures());
    }

    /** Workers in a call may wait on a peer for long: a due user gets a thread of its own meanwhile. */
    @Test
    void blockingWorkGrowsThePoolPastTheHeadroom() throws Exception {
        HeldTasks tasks = new HeldTasks(UserPool.HEADROOM + 5, true);
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (tasks.running.get() < tasks.size && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(tasks.size, tasks.running.get(), "every task is in its call at once");
            assertEquals(tasks.size, pool.figures().peakThreads(), "a worker per call in flight");
        } finally {
            tasks.releaseAndAwaitAll();
        }
    }
}
