package org.mwbench.injectors.synthetic;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.injectors.scenario.ScenarioRunner;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeInsert;

/**
 * An injector that calls nothing: each of its threads "serves" a call by sleeping for the
 * service time, fails a given fraction of calls, and thinks between calls. It lets the
 * platform be run and tested before, and apart from, any middleware.
 *
 * <p>Argument: {@code threads=1 duration=10s service_time=1ms think_time=0ms error_rate=0
 * calls=0} (calls: per thread, 0 for no limit). The blade completes when every thread has
 * reached the duration or its call count; time spent suspended does not count.
 */
@ReadsArgumentWith(SyntheticInjector.Reader.class)
public class SyntheticInjector implements BladeInsert {
    static final String ACTION_TYPE = "synthetic";

    private BladeContext context;
    private int threads;
    private long durationNanos;
    private long serviceNanos;
    private long thinkNanos;
    private double errorRate;
    private long callsPerThread;
    private int actionType;

    private final List<Thread> workers = new ArrayList<>();
    private final Object pause = new Object();
    private volatile boolean suspended;
    private volatile boolean stopping;
    private long suspendedAt;
    private volatile long deadline;
    /** Threads still calling: the population gauge, so that JTL threads and live views count them. */
    private volatile int running;

    @Override
    public void init(BladeContext context) throws BladeException {
        this.context = context;
        Settings settings = new Reader().read(BladeArguments.parse(context.bladeId(), context.argument()), context::file);
        threads = settings.threads();
        durationNanos = settings.durationNanos();
        serviceNanos = settings.serviceNanos();
        thinkNanos = settings.thinkNanos();
        errorRate = settings.errorRate();
        callsPerThread = settings.callsPerThread();
        actionType = context.actionTypes().idOf(ACTION_TYPE);
    }

    /** What the argument gives, read at plan check and at init. */
    record Settings(int threads, long durationNanos, long serviceNanos, long thinkNanos, double errorRate,
                    long callsPerThread) {
    }

    /** Reads {@code threads=1 duration=10s service_time=1ms think_time=0ms error_rate=0 calls=0}. */
    public static final class Reader implements ArgumentReader<Settings> {
        @Override
        public Settings read(BladeArguments arguments, BladeFiles files) throws BladeException {
            Settings settings = new Settings(
                    arguments.positiveInt("threads", 1),
                    arguments.duration("duration", Duration.ofSeconds(10), "s").toNanos(),
                    arguments.duration("service_time", Duration.ofMillis(1), "ms").toNanos(),
                    arguments.duration("think_time", Duration.ZERO, "ms").toNanos(),
                    arguments.fraction("error_rate", 0),
                    arguments.nonNegativeLong("calls", 0));
            arguments.requireAllKnown();
            return settings;
        }
    }

    @Override
    public synchronized void start() {
        deadline = System.nanoTime() + durationNanos;
        running = threads;
        context.gauge(ScenarioRunner.POPULATION_GAUGE, () -> running);
        for (int i = 0; i < threads; i++) {
            int session = i;
            Thread worker = new Thread(() -> work(session), "mwbench-synthetic-" + context.bladeId() + "-" + i);
            worker.setDaemon(true);
            workers.add(worker);
        }
        workers.forEach(Thread::start);
    }

    private void work(int session) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        try (var recorder = context.newRecorder()) {
            for (int iteration = 0; !stopping && (callsPerThread == 0 || iteration < callsPerThread); iteration++) {
                awaitResume();
                if (stopping || System.nanoTime() - deadline >= 0) {
                    break;
                }
                long start = System.nanoTime();
                if (serviceNanos > 0) {
                    LockSupport.parkNanos(serviceNanos);
                }
                boolean success = errorRate == 0 || random.nextDouble() >= errorRate;
                long end = System.nanoTime();
                recorder.record(context.timeBase().sinceOrigin(start), session, actionType, iteration, success,
                        end - start, 0, success ? null : "SyntheticError");
                if (thinkNanos > 0) {
                    LockSupport.parkNanos(thinkNanos);
                }
            }
        } finally {
            workerDone();
        }
    }

    private void workerDone() {
        boolean last;
        synchronized (this) {
            last = --running == 0;
        }
        if (last && !stopping) {
            context.completed();
        }
    }

    private void awaitResume() {
        if (!suspended) {
            return;
        }
        synchronized (pause) {
            while (suspended && !stopping) {
                try {
                    pause.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    @Override
    public void suspend() {
        synchronized (pause) {
            suspendedAt = System.nanoTime();
            suspended = true;
        }
    }

    @Override
    public void resume() {
        synchronized (pause) {
            deadline += System.nanoTime() - suspendedAt; // suspended time is not part of the duration
            suspended = false;
            pause.notifyAll();
        }
    }

    @Override
    public void stop() {
        stopping = true;
        synchronized (pause) {
            pause.notifyAll();
        }
        List<Thread> toJoin;
        synchronized (this) {
            toJoin = new ArrayList<>(workers);
        }
        long patience = System.nanoTime() + Duration.ofSeconds(10).toNanos() + serviceNanos + thinkNanos;
        for (Thread worker : toJoin) {
            if (worker == Thread.currentThread()) {
                continue;
            }
            LockSupport.unpark(worker);
            try {
                worker.join(Math.max(1, (patience - System.nanoTime()) / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
