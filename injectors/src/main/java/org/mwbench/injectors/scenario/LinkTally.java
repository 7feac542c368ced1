package org.mwbench.injectors.scenario;

import java.io.IOException;
import java.io.Writer;
import java.net.SocketException;
import java.time.Duration;
import java.util.Collection;
import java.util.Optional;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.event.CsvText;
import org.mwbench.platform.hosts.DeviceCounters;
import org.mwbench.platform.hosts.EmulatedLink;

/**
 * Gray 2005's packets on the wire: what the emulated host's link carried while each loop made
 * its measured calls, one row per loop in the blade's {@code link} file. The counters are read
 * between calls, when the warm-up ends and when the last step ends, never around a call, so
 * the measured times do not include the reads.
 *
 * <p>What a row counts, besides the calls' own frames (the link's interface counters, see
 * {@link EmulatedLink}): Ethernet, IP and TCP headers; pure ACKs; retransmissions; and the
 * agent's control traffic with the supervisor, which shares the link. The last is measured on
 * its own in the {@value #NO_CALLS} row: the same counters over a span with no call at all,
 * after the last loop. A call's delayed ACK can also land one side or the other of a
 * window's edge: at most a packet or two per row.
 */
final class LinkTally {
    static final String FILE = "link";
    static final String HEADER = "#behavior,types,calls,duration_ns,device,mtu,packets_sent,bytes_sent,"
            + "packets_received,bytes_received";
    /** The behavior column of the row that counts the link with no call in flight. */
    static final String NO_CALLS = "(no calls)";

    private final BladeContext context;
    private final EmulatedLink link;
    private Writer out;
    private DeviceCounters windowStart;
    private long windowStartNanos;

    private LinkTally(BladeContext context, EmulatedLink link, Writer out) {
        this.context = context;
        this.link = link;
        this.out = out;
    }

    /**
     * A tally of the emulated link this blade's JVM talks through, with its file created; empty
     * when the blade runs on no emulated host: a real interface carries everybody's traffic.
     */
    static Optional<LinkTally> open(BladeContext context) throws IOException {
        Optional<EmulatedLink> link;
        try {
            link = EmulatedLink.ofThisProcess();
        } catch (SocketException e) {
            context.alarm(AlarmSeverity.WARNING, "cannot list the network interfaces, so the link's packets are not "
                    + "counted: " + e.getMessage());
            return Optional.empty();
        }
        if (link.isEmpty()) {
            return Optional.empty();
        }
        Writer out = context.newEventFile(FILE);
        out.write(HEADER + "\n");
        out.flush();
        return Optional.of(new LinkTally(context, link.get(), out));
    }

    /** The first measured call is next. */
    void windowStarts() {
        windowStartNanos = System.nanoTime();
        windowStart = read();
    }

    /** The last measured call of {@code behavior} has returned: writes what the link carried since the start. */
    void windowEnds(String behavior, Collection<String> types, long calls) {
        DeviceCounters end = read();
        long duration = System.nanoTime() - windowStartNanos;
        if (windowStart != null && end != null) {
            write(behavior, String.join(";", types), calls, duration, end.minus(windowStart));
        }
        windowStart = null;
    }

    /** Counts the link over {@code span} with no call in flight: the control traffic alone. */
    void measureIdle(Duration span) throws InterruptedException {
        windowStarts();
        Thread.sleep(span.toMillis());
        windowEnds(NO_CALLS, java.util.List.of(), 0);
    }

    synchronized void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                context.alarm(AlarmSeverity.ERROR, "closing the link file failed: " + e.getMessage());
            }
            out = null;
        }
    }

    /** Null, with an alarm, when the counters cannot be read: that row is lost, not the run. */
    private DeviceCounters read() {
        try {
            return link.read();
        } catch (IOException | IllegalArgumentException e) {
            context.alarm(AlarmSeverity.WARNING, "cannot read the counters of link " + link.device() + ": "
                    + e.getMessage());
            return null;
        }
    }

    private synchronized void write(String behavior, String types, long calls, long duration, DeviceCounters delta) {
        if (out == null) {
            return;
        }
        try {
            out.write(CsvText.field(behavior) + "," + CsvText.field(types) + "," + calls + "," + duration + ","
                    + CsvText.field(link.device()) + "," + link.mtu() + "," + delta.sentPackets() + ","
                    + delta.sentBytes() + "," + delta.receivedPackets() + "," + delta.receivedBytes() + "\n");
            out.flush();
        } catch (IOException e) {
            context.alarm(AlarmSeverity.ERROR, "writing the link file failed: " + e.getMessage());
        }
    }
}
