package org.mwbench.injectors.plugins;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.platform.plugin.SampleCompletion;

/**
 * The asynchronous synthetic target's server side: one thread that tells each call's completion
 * when its service time is over, as a server's event loop answers, so that a call in flight
 * holds no thread of the caller's.
 *
 * <p>Why not the JDK's {@code ScheduledThreadPoolExecutor}: each schedule allocates a task (and
 * a capturing lambda), and at 200,000 calls a second that garbage is the injector's GC pauses
 * in the measurements. Here the entries are the users' own ({@link Reply}, one per user, reused),
 * kept in a binary heap by deadline, so a call allocates nothing once the heap has grown to the
 * calls in flight; scheduling costs a lock and O(log n) moves. Not a hashed wheel (Netty's): its
 * tick would round every service time up by up to a tick, where this thread parks until the
 * earliest deadline exactly (overshooting by the OS's timer slack, as the blocking target does).
 * The lock is a monitor, not a {@code ReentrantLock}, whose contended waits allocate a node each.
 *
 * <p>The thread starts with the first call and ends after {@link #KEEP_ALIVE_NANOS} with none,
 * or at {@link #close}, so a target left unclosed leaves no thread behind.
 */
final class ReplyTimer {
    static final long KEEP_ALIVE_NANOS = TimeUnit.SECONDS.toNanos(2);

    /** One user's call in flight: reused for each of its calls, which come one at a time. */
    static final class Reply {
        private long due;
        private SampleCompletion done;
        /** Its place in the heap, or -1 when not in flight. */
        private int index = -1;
    }

    private final String threadName;
    /** The calls in flight, a binary heap by {@code due}; guarded by this. */
    private Reply[] heap = new Reply[64];
    private int size;
    /** The thread telling completions, or null when none runs; guarded by this. */
    private Thread thread;
    private boolean closed;
    /** The timer thread's own: the completions due at one look, told outside the lock. */
    private SampleCompletion[] due = new SampleCompletion[64];

    ReplyTimer(String threadName) {
        this.threadName = threadName;
    }

    /**
     * Tells {@code done} at {@code dueNanoTime} ({@code System.nanoTime()}), from the timer's thread.
     *
     * @throws IllegalStateException when the user's previous call is still in flight (a session
     *                               makes one call at a time), or the target is closed
     */
    void schedule(Reply reply, long dueNanoTime, SampleCompletion done) {
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("the synthetic target is closed");
            }
            if (reply.index >= 0) {
                throw new IllegalStateException("a synthetic-target session makes one call at a time");
            }
            reply.due = dueNanoTime;
            reply.done = done;
            push(reply);
            if (thread == null) {
                thread = new Thread(this::tell, threadName);
                thread.setDaemon(true);
                thread.start();
            } else if (reply.index == 0) {
                LockSupport.unpark(thread); // due before whatever the thread sleeps until
            }
        }
    }

    /** Drops the calls in flight, untold (their users have ended, or give them up), and ends the thread. */
    void close() {
        synchronized (this) {
            closed = true;
            for (int i = 0; i < size; i++) {
                heap[i].index = -1;
                heap[i].done = null;
                heap[i] = null;
            }
            size = 0;
            if (thread != null) {
                LockSupport.unpark(thread);
            }
        }
    }

    /** Calls in flight now. */
    synchronized int inFlight() {
        return size;
    }

    /** The timer thread: tells what is due, outside the lock, then sleeps until the next deadline. */
    private void tell() {
        long idleUntil = 0;
        boolean idle = false;
        while (true) {
            int count = 0;
            long sleep = 0;
            synchronized (this) {
                if (closed) {
                    thread = null;
                    return;
                }
                long now = System.nanoTime();
                while (size > 0 && heap[0].due - now <= 0) {
                    Reply reply = pop();
                    if (count == due.length) {
                        due = Arrays.copyOf(due, count * 2);
                    }
                    due[count++] = reply.done;
                    reply.done = null;
                }
                if (count > 0 || size > 0) {
                    idle = false; // busy: the keep-alive counts from the last call told
                }
                if (count == 0) {
                    if (size > 0) {
                        sleep = heap[0].due - now;
                    } else if (!idle) {
                        idle = true;
                        idleUntil = now + KEEP_ALIVE_NANOS;
                        sleep = KEEP_ALIVE_NANOS;
                    } else if (idleUntil - now <= 0) {
                        thread = null;
                        return;
                    } else {
                        sleep = idleUntil - now;
                    }
                }
            }
            for (int i = 0; i < count; i++) {
                SampleCompletion done = due[i];
                due[i] = null;
                try {
                    done.complete();
                } catch (RuntimeException e) {
                    // a completion's failure is its user's; the other calls are told still
                }
            }
            if (count == 0) {
                LockSupport.parkNanos(this, sleep);
            }
        }
    }

    /** Under the lock: adds a reply to the heap. */
    private void push(Reply reply) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        siftUp(size++, reply);
    }

    /** Under the lock: removes and returns the earliest reply. */
    private Reply pop() {
        Reply first = heap[0];
        Reply last = heap[--size];
        heap[size] = null;
        if (size > 0) {
            siftDown(0, last);
        }
        first.index = -1;
        return first;
    }

    private void siftUp(int at, Reply reply) {
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            Reply above = heap[parent];
            if (reply.due - above.due >= 0) {
                break;
            }
            heap[at] = above;
            above.index = at;
            at = parent;
        }
        heap[at] = reply;
        reply.index = at;
    }

    private void siftDown(int at, Reply reply) {
        int half = size >>> 1;
        while (at < half) {
            int child = 2 * at + 1;
            Reply smaller = heap[child];
            int right = child + 1;
            if (right < size && heap[right].due - smaller.due < 0) {
                smaller = heap[right];
                child = right;
            }
            if (reply.due - smaller.due <= 0) {
                break;
            }
            heap[at] = smaller;
            smaller.index = at;
            at = child;
        }
        heap[at] = reply;
        reply.index = at;
    }
}
