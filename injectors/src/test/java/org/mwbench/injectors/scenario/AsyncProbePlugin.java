package org.mwbench.injectors.scenario;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.AsyncSample;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleCompletion;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;

/**
 * A test plugin of asynchronous samples, told in every way a plugin may tell a completion: from
 * its own thread after a while or in the start, once, twice, never, with a failure, or by
 * throwing from the start. It counts the calls started, so a test can wait for calls in flight.
 */
public class AsyncProbePlugin extends AbstractPlugin {
    /** Calls started, over every use and user; tests of a class run one at a time. */
    static final AtomicInteger STARTED = new AtomicInteger();
    /** The probe's own replying thread, as a client library's event loop. */
    private static final ScheduledThreadPoolExecutor REPLIES = new ScheduledThreadPoolExecutor(1, body -> {
        Thread thread = new Thread(body, "async-probe-replies");
        thread.setDaemon(true);
        return thread;
    });

    public AsyncProbePlugin() {
        super("async-probe.xml");
    }

    /** How a {@code reply} ends. */
    enum Outcome {
        COMPLETE, FAIL, TWICE, NEVER, THROW
    }

    @Override
    public SessionObject template(Parameters parameters) {
        return new SessionObject() {
            @Override
            public SessionObject newSession(int userId) {
                return this;
            }

            @Override
            public Sample sample(String name, Parameters parameters) throws PluginException {
                if (name.equals("counted")) {
                    return (AsyncSample) (result, done) -> CountedTellings.tell(done);
                }
                long afterNanos = parameters.duration("after").toNanos();
                Outcome outcome = Outcome.valueOf(parameters.text("outcome").toUpperCase(Locale.ROOT));
                return (AsyncSample) (result, done) -> {
                    STARTED.incrementAndGet();
                    if (outcome == Outcome.THROW) {
                        throw new IllegalStateException("the probe refuses to start");
                    }
                    if (afterNanos == 0) {
                        reply(outcome, result, done);
                    } else {
                        REPLIES.schedule(() -> reply(outcome, result, done), afterNanos, TimeUnit.NANOSECONDS);
                    }
                };
            }
        };
    }

    private static void reply(Outcome outcome, SampleResult result, SampleCompletion done) {
        switch (outcome) {
            case COMPLETE:
                result.result(1);
                done.complete();
                break;
            case FAIL:
                done.fail(new IOException("the probe's peer refused"));
                break;
            case TWICE:
                result.result(2);
                done.complete();
                done.complete();
                done.fail(new IOException("a third telling"));
                break;
            default:
                break; // NEVER: the call stays in flight until its user gives it up
        }
    }

    /**
     * The {@code counted} sample's tellings, in its start, on the user's worker: the worker's
     * allocation counter is read at two of them, so that a test learns what the runner's path
     * allocated in between on that thread.
     */
    static final class CountedTellings {
        static volatile long from = Long.MAX_VALUE;
        static volatile long to = Long.MAX_VALUE;
        static volatile long tellings;
        private static long atFrom;
        /** Bytes the telling thread allocated from telling {@code from} to telling {@code to}; -1 until then. */
        static volatile long allocated = -1;
        /** Whether one thread made every telling of the window. */
        static volatile boolean oneThread = true;
        private static Thread teller;

        static void window(long first, long last) {
            tellings = 0;
            allocated = -1;
            oneThread = true;
            teller = null;
            from = first;
            to = last;
        }

        static void tell(SampleCompletion done) {
            long telling = ++tellings; // one user, one call at a time
            if (telling == from) {
                teller = Thread.currentThread();
                atFrom = allocatedHere();
            } else if (telling > from && telling <= to) {
                oneThread &= teller == Thread.currentThread();
                if (telling == to) {
                    allocated = allocatedHere() - atFrom;
                }
            }
            done.complete();
        }

        private static long allocatedHere() {
            return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                    .getThreadAllocatedBytes(Thread.currentThread().getId());
        }
    }
}
