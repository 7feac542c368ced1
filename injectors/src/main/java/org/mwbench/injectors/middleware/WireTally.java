package org.mwbench.injectors.middleware;

import java.io.IOException;
import java.io.Writer;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.LongAdder;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.plugin.Sample;

/**
 * The bytes one middleware's calls put on the wire, per sample, for Gray 2005's question.
 * Each counted call reads its connection's {@link WireBytes} before and after, inside the
 * measured time: two reads of a counter each side, a few nanoseconds, which is why a plan
 * can switch it off ({@code wire_bytes=false}). Only a connection of the user's own is
 * counted per call: on a shared one, the other users' traffic would land in the deltas.
 * The totals are written, once, to the blade's {@code wire-<protocol>} file.
 */
final class WireTally {
    static final String HEADER = "#sample,calls,bytes_sent,bytes_received,sent_per_call,received_per_call";

    private final Map<String, Counts> bySample = new ConcurrentSkipListMap<>();

    private static final class Counts {
        final LongAdder calls = new LongAdder();
        final LongAdder sent = new LongAdder();
        final LongAdder received = new LongAdder();
    }

    /** The sample, counting its wire bytes under {@code key}, such as {@code getCustomers(rep-7,8)}. */
    Sample counting(String key, WireBytes wire, Sample sample) {
        Counts counts = bySample.computeIfAbsent(key, unused -> new Counts());
        return result -> {
            long sentBefore = wire.bytesSent();
            long receivedBefore = wire.bytesReceived();
            sample.call(result);
            counts.sent.add(wire.bytesSent() - sentBefore);
            counts.received.add(wire.bytesReceived() - receivedBefore);
            counts.calls.increment();
        };
    }

    /** True when no call was counted: the connection could not count, or nothing ran. */
    boolean isEmpty() {
        return bySample.isEmpty();
    }

    void writeTo(Writer out) throws IOException {
        out.write(HEADER + "\n");
        for (Map.Entry<String, Counts> sample : bySample.entrySet()) {
            long calls = sample.getValue().calls.sum();
            long sent = sample.getValue().sent.sum();
            long received = sample.getValue().received.sum();
            out.write(CsvText.field(sample.getKey()) + "," + calls + "," + sent + "," + received + ","
                    + (calls == 0 ? 0 : Math.round((double) sent / calls)) + ","
                    + (calls == 0 ? 0 : Math.round((double) received / calls)) + "\n");
        }
    }
}
