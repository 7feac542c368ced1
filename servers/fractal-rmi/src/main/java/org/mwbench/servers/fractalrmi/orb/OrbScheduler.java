package org.mwbench.servers.fractalrmi.orb;

import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.objectweb.fractal.api.control.BindingController;
import org.objectweb.jonathan.apis.kernel.Context;
import org.objectweb.jonathan.apis.kernel.ContextFactory;
import org.objectweb.jonathan.apis.resources.Job;
import org.objectweb.jonathan.apis.resources.Scheduler;

/**
 * The ORB's Jonathan scheduler: the content of its {@code scheduler} component, in place of
 * Jonathan's {@code JScheduler}, which it follows except in two places.
 *
 * <p><b>The call timeout.</b> Fractal RMI's stubs wait for their reply in
 * {@code ReplyHolder.listen()}, the one caller of {@link #wait(Object)} in the whole stack, in a
 * loop that waits until the reading thread hands the reply over. Jonathan waits there with no
 * limit, so a frozen server, or a connection that dies under a pending call (Jonathan's TCP
 * reader then drops the connection without telling the waiting caller), hangs the caller for
 * ever. Here the wait lasts at most {@link #getCallTimeoutMillis()}, in the caller's own
 * thread, and then fails the call with {@link CallTimedOutException}: a timed
 * {@link Object#wait(long)}, no thread hop.
 *
 * <p><b>Its threads can end.</b> Jonathan keeps up to five idle threads per scheduler for
 * ever; an ORB per connection would leave them behind. Jobs run on a cached pool of daemon
 * {@link OrbThread}s (a thread is reused when one is idle, as Jonathan does) that
 * {@link #release()} stops.
 */
public class OrbScheduler implements Scheduler, BindingController, CallTimeoutAttributes, OrbResource {
    private static final String CONTEXT_FACTORY = "context-factory";
    private static final AtomicInteger SCHEDULERS = new AtomicInteger();

    private final ThreadPoolExecutor jobs;
    private final ThreadLocal<Job> current = new ThreadLocal<Job>();
    private ContextFactory contextFactory;
    private volatile long callTimeoutMillis;

    public OrbScheduler() {
        jobs = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS,
                new SynchronousQueue<Runnable>(), new JobThreads("fractal-rmi-" + SCHEDULERS.incrementAndGet()));
    }

    // --- the call timeout

    @Override
    public long getCallTimeoutMillis() {
        return callTimeoutMillis;
    }

    @Override
    public void setCallTimeoutMillis(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("the call timeout must be 0 (none) or positive, not " + millis);
        }
        callTimeoutMillis = millis;
    }

    /**
     * Waits on {@code lock}, which the caller holds, for at most the call timeout. Returns when
     * notified (the reply is there) and throws once the timeout has passed: the reply holder
     * loops on its own condition, so a spurious return only costs one more wait.
     */
    @Override
    public void wait(Object lock) throws InterruptedException {
        long timeoutMillis = callTimeoutMillis;
        if (timeoutMillis == 0) {
            lock.wait();
            return;
        }
        long started = System.nanoTime();
        lock.wait(timeoutMillis);
        if (System.nanoTime() - started >= TimeUnit.MILLISECONDS.toNanos(timeoutMillis)) {
            throw new CallTimedOutException(timeoutMillis);
        }
    }

    @Override
    public void wait(Object lock, long millis) throws InterruptedException {
        lock.wait(millis);
    }

    @Override
    public void notify(Object lock) {
        lock.notify();
    }

    @Override
    public void notifyAll(Object lock) {
        lock.notifyAll();
    }

    // --- jobs

    @Override
    public Job newJob() {
        return new PooledJob();
    }

    @Override
    public Job getCurrent() {
        Job job = current.get();
        if (job == null) {
            job = new PooledJob();
            current.set(job);
        }
        return job;
    }

    @Override
    public void yield() {
        Thread.yield();
    }

    /** Jonathan's own scheduler does nothing here either: Java threads need no hand-over. */
    @Override
    public void escape() {
    }

    @Override
    public void enter() {
    }

    @Override
    public void release() {
        jobs.shutdownNow();
    }

    // --- bindings (to Jonathan's context factory, as JScheduler has)

    @Override
    public String[] listFc() {
        return new String[] {CONTEXT_FACTORY};
    }

    @Override
    public Object lookupFc(String name) {
        return CONTEXT_FACTORY.equals(name) ? contextFactory : null;
    }

    @Override
    public void bindFc(String name, Object server) {
        if (CONTEXT_FACTORY.equals(name)) {
            contextFactory = (ContextFactory) server;
        }
    }

    @Override
    public void unbindFc(String name) {
        if (CONTEXT_FACTORY.equals(name)) {
            contextFactory = null;
        }
    }

    /** One task on a pool thread, with the per-job context Jonathan's jobs carry. */
    private final class PooledJob implements Job, Runnable {
        private Runnable task;
        private Context context;

        @Override
        public synchronized void run(Runnable job) {
            if (task != null) {
                throw new IllegalStateException("a Jonathan job runs one task only");
            }
            task = job;
            jobs.execute(this);
        }

        @Override
        public void run() {
            try {
                task.run();
            } catch (RuntimeException e) {
                // Once the ORB is closed, a call that ends finds its connection gone: that is
                // the close, not an error. Before, the thread reports it as a Jonathan job does.
                if (!jobs.isShutdown()) {
                    throw e;
                }
            } finally {
                Context used;
                synchronized (this) {
                    used = context;
                    context = null;
                }
                if (used != null) {
                    used.release();
                }
            }
        }

        @Override
        public synchronized Context getContext() {
            if (context == null && contextFactory != null) {
                context = contextFactory.newContext();
            }
            return context;
        }
    }

    /** Names the threads after their ORB and gives them the ORB's class loader. */
    private static final class JobThreads implements ThreadFactory {
        private final String prefix;
        private final AtomicInteger count = new AtomicInteger();

        JobThreads(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new OrbThread(task, prefix + "-job-" + count.incrementAndGet());
            thread.setContextClassLoader(OrbScheduler.class.getClassLoader());
            return thread;
        }
    }
}
