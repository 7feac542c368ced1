package org.mwbench.injectors.middleware;

import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.plugin.Sample;

/**
 * The white-box events of one middleware's calls ({@link org.mwbench.contract.middleware.WhiteBox}),
 * one per successful call, written once to the blade's {@code whitebox-<protocol>} file when the run
 * ends. A file of its own beside the action file: the action file's columns stay what every reader
 * expects, and a run without white-box timing has no such file.
 *
 * <p>Per call, the wrapper clears the thread's {@link WhiteBoxCall}, times the call with
 * {@code System.nanoTime()}, and copies the four instants into primitive arrays of the user's own:
 * no lock, no allocation once the arrays have grown. The wrapper runs inside the runner's measured
 * time, so the action file's durations with white-box timing on include it (tens of ns) and the
 * hooks; compare white-box runs with white-box runs. Warm-up calls, which the runner marks on the
 * {@link org.mwbench.platform.plugin.SampleResult}, have no event: the white-box tables count the same
 * calls as the latency table beside them.
 */
final class WhiteBoxLog {
    static final String HEADER = "#date_ms,sample,total_ns,client_marshal_ns,transport_server_ns,server_ns,"
            + "client_unmarshal_ns";
    /** The first line of the file of a middleware asked for white-box timing that has no hook. */
    static final String NO_HOOK = "#no hook";
    /** Events a user keeps at most (40 MB of arrays); later calls are counted, not stored. */
    static final int MAX_EVENTS_PER_USER = 1 << 20;

    private final long origin = System.nanoTime();
    private final Queue<UserEvents> users = new ConcurrentLinkedQueue<>();

    /** The sample, recording each successful measured call's parts under {@code key}, such as {@code getItems(32)}. */
    Sample timing(String key, Sample sample) {
        UserEvents events = new UserEvents(key);
        users.add(events);
        return result -> {
            WhiteBoxCall call = WhiteBoxCall.current();
            call.clear();
            long start = System.nanoTime();
            sample.call(result);
            long end = System.nanoTime();
            if (!result.failed() && !result.warmup()) {
                events.add(start, end, call.requestSent(), call.replyReceived(), call.serverNanos());
            }
        };
    }

    void writeTo(Writer out) throws IOException {
        out.write(HEADER + "\n");
        for (UserEvents events : users) {
            events.writeTo(out, origin);
        }
    }

    /** The file of a middleware that has no hook: the report says "no hook" rather than zeros. */
    static void writeNoHook(Writer out, String protocol) throws IOException {
        out.write(NO_HOOK + ": " + protocol + " offers no white-box hook\n");
        out.write(HEADER + "\n");
    }

    /** One user's events of one sample: written by that user's calls only. */
    private static final class UserEvents {
        private final String key;
        private long[] starts = new long[1024];
        private long[] ends = new long[1024];
        private long[] sent = new long[1024];
        private long[] received = new long[1024];
        private long[] server = new long[1024];
        private int size;
        private long dropped;

        UserEvents(String key) {
            this.key = key;
        }

        void add(long start, long end, long requestSent, long replyReceived, long serverNanos) {
            if (size == starts.length) {
                if (size >= MAX_EVENTS_PER_USER) {
                    dropped++;
                    return;
                }
                int grown = size * 2;
                starts = Arrays.copyOf(starts, grown);
                ends = Arrays.copyOf(ends, grown);
                sent = Arrays.copyOf(sent, grown);
                received = Arrays.copyOf(received, grown);
                server = Arrays.copyOf(server, grown);
            }
            starts[size] = start;
            ends[size] = end;
            sent[size] = requestSent;
            received[size] = replyReceived;
            server[size] = serverNanos;
            size++;
        }

        /** A part a hook did not reach, or whose instants are out of order, is written empty. */
        void writeTo(Writer out, long origin) throws IOException {
            String sample = CsvText.field(key);
            StringBuilder line = new StringBuilder(96);
            for (int i = 0; i < size; i++) {
                long start = starts[i];
                long end = ends[i];
                line.setLength(0);
                line.append((start - origin) / 1_000_000).append(',').append(sample).append(',').append(end - start)
                        .append(',').append(part(start, sent[i], end)).append(',')
                        .append(part(sent[i], received[i], end)).append(',')
                        .append(server[i] == WhiteBoxCall.NOT_SEEN || server[i] < 0 ? "" : Long.toString(server[i])).append(',')
                        .append(part(received[i], end, end)).append('\n');
                out.write(line.toString());
            }
            if (dropped > 0) {
                out.write("#dropped," + sample + "," + dropped + "\n");
            }
        }

        /** {@code to - from}, or empty when either instant is missing or they are out of order. */
        private static String part(long from, long to, long end) {
            if (from == WhiteBoxCall.NOT_SEEN || to == WhiteBoxCall.NOT_SEEN || to < from || to > end) {
                return "";
            }
            return Long.toString(to - from);
        }
    }
}
