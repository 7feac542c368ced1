package org.mwbench.injectors.scenario;

import java.util.ArrayDeque;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.mwbench.platform.event.ActionRecorder;

/**
 * The threads virtual users run on, as CLIF's pool: a user that waits (a think time, the
 * intended start of its next arrival) holds no thread, only an entry in a timer's queue; when
 * it is due the timer hands it to a worker, which runs it until its next wait. A blocking call
 * holds its worker while it runs, so the pool grows to the calls in flight, up to
 * {@code maxThreads}; a due user that finds no worker free waits in line, and that wait is
 * counted ({@link #figures}). Idle workers end after {@link #KEEP_ALIVE_NANOS}, and so does the
 * timer thread, so a pool left unclosed leaves no thread behind.
 *
 * <p>Only middleware work that may block grows the pool (a measured call, or opening,
 * resetting or closing a user's sessions, which may connect): workers outside it (running
 * controls, between steps) are at most {@link #HEADROOM}, since they use a core, not a
 * remote peer, and more of them than cores would only take turns. Without that rule a burst of due
 * users while the machine is busy (a GC, the live statistics) would make a thread each, and keep
 * them all until the keep-alive.
 *
 * <p>Each worker records the calls of the users it runs in its own {@link ActionRecorder}, the
 * platform's recorder of one thread, so that 10,000 thinking users' event buffers are what
 * their few dozen threads hold; the live statistics behind the recorders are the platform's
 * fixed stripes, whose cost grows neither with the workers nor with the users.
 *
 * <p>Workers are platform or virtual threads ({@link UserThreads}): the same pool either way.
 * The hand-off is one lock and one signal: this is not a work-stealing pool, since the work
 * is a blocking call, not a computation to spread.
 */
final class UserPool {
    /** No bound beyond the users themselves: the default, so a plan measures what it always did. */
    static final int UNBOUNDED = Integer.MAX_VALUE;
    static final long KEEP_ALIVE_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** Workers that may be busy outside a call at once: twice the cores, at least 4. */
    static final int HEADROOM = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());

    /**
     * Something a worker runs: it carries its own queue bookkeeping, so a hand-off allocates
     * nothing, and its own state, so that it runs on one worker at a time whoever dispatches it.
     * A dispatch of a task already in line is one with the one in line; a dispatch of a task
     * running now (a wake-up armed by the slice running, due before that slice has given its
     * thread back) is kept, and the task runs again on the same worker once it returns.
     */
    abstract static class Task {
        private static final int IDLE = 0;
        private static final int QUEUED = 1;
        private static final int RUNNING = 2;
        /** Running, and dispatched again meanwhile: it runs once more when it returns. */
        private static final int RUN_AGAIN = 3;

        private final AtomicInteger state = new AtomicInteger(IDLE);
        private long queuedAt;
        private boolean waitsForThread;

        /** Runs on a worker, recording whatever it measures in that worker's recorder (null: the task's own). */
        abstract void runOn(ActionRecorder recorder);

        /** Whether the dispatch must put the task in line: false when it is in line already, or running. */
        private boolean claim() {
            while (true) {
                int now = state.get();
                if (now == IDLE && state.compareAndSet(IDLE, QUEUED)) {
                    return true;
                }
                if (now == QUEUED || now == RUN_AGAIN || (now == RUNNING && state.compareAndSet(RUNNING, RUN_AGAIN))) {
                    return false;
                }
            }
        }

        /** On a worker: runs the task, again as long as it was dispatched while it ran. */
        private void run(ActionRecorder recorder) {
            do {
                state.set(RUNNING);
                try {
                    runOn(recorder);
                } catch (RuntimeException | Error e) {
                    // a task reports its own failures; one that escapes must not take the worker's count with it
                }
            } while (!state.compareAndSet(RUNNING, IDLE));
        }
    }

    /** What the pool did, for the run's record. */
    record Figures(int maxThreads, int peakThreads, long dispatches, long waits, long waitedNanos, long longestWaitNanos) {
    }

    private final String name;
    private final UserThreads threads;
    private final int maxThreads;
    private final Supplier<ActionRecorder> recorders;
    private final ScheduledThreadPoolExecutor timer;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition work = lock.newCondition();
    private final Condition allEnded = lock.newCondition();
    private final ArrayDeque<Task> due = new ArrayDeque<>();
    /** Workers in blocking middleware work now: a striped counter, since every call of every user counts here. */
    private final LongAdder blocking = new LongAdder();
    /** Whether a task waits in line: read on each call, to grow the pool when a worker enters one. */
    private volatile boolean anyoneWaits;
    private int workers;
    /** Workers that left the pool and are closing their recorders. */
    private int ending;
    private int idle;
    private int peakWorkers;
    private long dispatches;
    private long waits;
    private long waitedNanos;
    private long longestWaitNanos;
    private int workerIds;
    private boolean closed;

    /**
     * @param recorders makes a worker's recorder, at its start; the worker closes it when it ends.
     *                  Null when each task brings its own (it is given null): a benchmark loop's
     *                  calls must be in the file when its loop ends, before the next loop's.
     */
    UserPool(String name, UserThreads threads, int maxThreads, Supplier<ActionRecorder> recorders) {
        if (maxThreads < 1) {
            throw new IllegalArgumentException("a pool needs at least one thread: " + maxThreads);
        }
        this.name = name;
        this.threads = threads;
        this.maxThreads = maxThreads;
        this.recorders = recorders;
        this.timer = new ScheduledThreadPoolExecutor(1, body -> {
            Thread thread = new Thread(body, "mwbench-timer-" + name);
            thread.setDaemon(true);
            return thread;
        });
        timer.setRemoveOnCancelPolicy(true);
        timer.setKeepAliveTime(KEEP_ALIVE_NANOS, TimeUnit.NANOSECONDS);
        timer.allowCoreThreadTimeOut(true);
    }

    /**
     * Runs the task on a worker as soon as one is free; once, however many dispatch it before
     * it runs. A task running now runs again once it returns, never on two workers at once.
     */
    void dispatch(Task task) {
        Thread starting = null;
        Task first = task;
        lock.lock();
        try {
            if (closed) {
                return;
            }
            dispatches++;
            if (!task.claim()) {
                return;
            }
            if (idle > due.size()) {
                enqueue(task, false);
                work.signal();
            } else if (mayGrow()) {
                starting = newWorker(task);
            } else {
                enqueue(task, true);
                // A worker entering a call just now read anyoneWaits before enqueue set it, and
                // mayGrow above may not have counted that call: read the count again after the
                // write, so that one side or the other sees the task in line and grows the pool.
                if (mayGrow()) {
                    first = due.pollFirst();
                    anyoneWaits = !due.isEmpty();
                    countWait(first);
                    starting = newWorker(first);
                }
            }
        } finally {
            lock.unlock();
        }
        if (starting != null) {
            start(starting, first);
        }
    }

    /** Starts a new worker; when the system has no thread left to give, the task waits for a running one. */
    private void start(Thread worker, Task task) {
        try {
            worker.start();
        } catch (OutOfMemoryError | RuntimeException e) {
            lock.lock();
            try {
                workers--;
                if (workers == 0) {
                    throw e;
                }
                enqueue(task, true);
            } finally {
                lock.unlock();
            }
        }
    }

    private void enqueue(Task task, boolean waitsForThread) {
        task.queuedAt = waitsForThread ? System.nanoTime() : 0;
        task.waitsForThread = waitsForThread;
        due.addLast(task);
        anyoneWaits = true;
    }

    /** Under the lock: below the bound, and the workers outside blocking work below the headroom. */
    private boolean mayGrow() {
        return workers < maxThreads && workers - blocking.sum() < HEADROOM;
    }

    /** Under the lock: counts a new worker, whose first task is {@code task}; the caller starts it. */
    private Thread newWorker(Task task) {
        workers++;
        peakWorkers = Math.max(peakWorkers, workers);
        return threads.newThread("mwbench-user-" + name + "-" + workerIds++, () -> work(task));
    }

    /**
     * A worker enters middleware work that may block (a call; opening, resetting or closing
     * sessions): while it lasts, a waiting user may get a new thread. Pair with {@link #leaveBlocking}.
     */
    void enterBlocking() {
        blocking.increment();
        if (anyoneWaits) {
            growForWaiting();
        }
    }

    void leaveBlocking() {
        blocking.decrement();
    }

    private void growForWaiting() {
        Thread starting = null;
        Task task;
        lock.lock();
        try {
            if (closed || due.size() <= idle || !mayGrow()) {
                return;
            }
            task = due.pollFirst();
            anyoneWaits = !due.isEmpty();
            countWait(task);
            starting = newWorker(task);
        } finally {
            lock.unlock();
        }
        start(starting, task);
    }

    /**
     * Runs {@code wakeUp} on the pool's timer at {@code nanoTime} ({@code System.nanoTime()}): a
     * wake-up that dispatches a task. Cancel the future to take it back; a cancel that returns
     * true does not say the wake-up has not begun, so a wake-up must be safe to run after it.
     */
    ScheduledFuture<?> at(long nanoTime, Runnable wakeUp) {
        return timer.schedule(wakeUp, nanoTime - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    private void work(Task first) {
        ActionRecorder recorder;
        try {
            recorder = recorders == null ? null : recorders.get();
        } catch (RuntimeException | Error e) {
            leave(first);
            throw e;
        }
        try {
            Task task = first;
            while (task != null) {
                task.run(recorder);
                task = next();
            }
        } finally {
            if (recorder != null) {
                recorder.close(); // hands over its last calls and retires its live statistics
            }
            lock.lock();
            try {
                ending--;
                allEnded.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    /** A worker that could not make its recorder leaves; its first task goes back in line for another. */
    private void leave(Task first) {
        lock.lock();
        try {
            workers--;
            if (!closed) {
                enqueue(first, true);
            }
            allEnded.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The next due task, waiting for one up to the keep-alive; null when the worker must end. */
    private Task next() {
        lock.lock();
        try {
            long left = KEEP_ALIVE_NANOS;
            while (true) {
                Task task = due.pollFirst();
                if (task != null) {
                    anyoneWaits = !due.isEmpty();
                    countWait(task);
                    return task;
                }
                if (closed || left <= 0) {
                    workers--;
                    ending++;
                    return null;
                }
                idle++;
                try {
                    left = work.awaitNanos(left);
                } catch (InterruptedException e) {
                    left = 0; // nobody interrupts a worker but to end it
                } finally {
                    idle--;
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** Under the lock: a task leaves the line; its wait is counted when it had found no worker free. */
    private void countWait(Task task) {
        if (task.waitsForThread) {
            long waited = System.nanoTime() - task.queuedAt;
            waits++;
            waitedNanos += waited;
            longestWaitNanos = Math.max(longestWaitNanos, waited);
        }
    }

    /** Workers alive now. */
    int threads() {
        lock.lock();
        try {
            return workers;
        } finally {
            lock.unlock();
        }
    }

    Figures figures() {
        lock.lock();
        try {
            return new Figures(maxThreads, peakWorkers, dispatches, waits, waitedNanos, longestWaitNanos);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits until every worker has ended and closed its recorder, up to {@code deadlineNanoTime}
     * ({@code System.nanoTime()}): after {@link #close}, so that every call is handed over.
     *
     * @return whether they all ended in time
     */
    boolean awaitEnded(long deadlineNanoTime) throws InterruptedException {
        lock.lock();
        try {
            while (workers + ending > 0) {
                long left = deadlineNanoTime - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                allEnded.awaitNanos(left);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Drops what is still due and lets every worker end once its task returns. */
    void close() {
        timer.shutdownNow();
        lock.lock();
        try {
            closed = true;
            due.clear();
            anyoneWaits = false;
            work.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
