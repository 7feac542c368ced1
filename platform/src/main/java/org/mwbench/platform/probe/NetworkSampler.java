package org.mwbench.platform.probe;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.hosts.ProcNetDev;

/**
 * A network interface's traffic since the previous sample, from {@code /proc/self/net/dev}, which
 * shows the probe's own network namespace: on an emulated host, that host's interfaces. The
 * columns are CLIF's network figures: kbit/s and packets/s each way, then the errors and drops
 * counted since the previous sample. Without an interface, every interface but loopback, summed.
 */
final class NetworkSampler implements ProbeSampler {
    /** Receive bytes, packets, errs, drop; transmit bytes, packets, errs, drop, in {@link ProcNetDev#fields}. */
    private static final int[] FIELDS = {0, 8, 1, 9, 2, 10, 3, 11};
    private static final String LOOPBACK = "lo";

    private final TextSource source;
    private final String device;
    private final List<String> summed;
    private long[] last;
    private long lastNanos;

    /** @param device the interface, or null for all but loopback */
    NetworkSampler(TextSource source, String device, long nanoTime) throws IOException {
        this.source = source;
        this.device = device;
        Map<String, long[]> devices = ProcNetDev.fields(source.read());
        if (device != null && !devices.containsKey(device)) {
            throw new IOException("no network interface '" + device + "' on this host (its network namespace has "
                    + devices.keySet() + ")");
        }
        summed = devices.keySet().stream().filter(this::counts).toList();
        last = counters(devices);
        lastNanos = nanoTime;
    }

    /** The interfaces it reads, as the namespace had them at the baseline: what an emulated host's probe sees. */
    List<String> interfaces() {
        return summed;
    }

    private boolean counts(String name) {
        return device == null ? !name.equals(LOOPBACK) : name.equals(device);
    }

    @Override
    public List<String> columns() {
        return List.of("rx_kbit_s", "tx_kbit_s", "rx_packets_s", "tx_packets_s", "rx_errors", "tx_errors",
                "rx_drops", "tx_drops");
    }

    @Override
    public List<String> liveColumns() {
        return List.of("rx_kbit_s", "tx_kbit_s");
    }

    @Override
    public double[] sample(long nanoTime) throws IOException {
        long[] now = counters(ProcNetDev.fields(source.read()));
        long elapsed = nanoTime - lastNanos;
        double[] values = {
            Rates.perSecond((now[0] - last[0]) * 8, elapsed) / 1000, Rates.perSecond((now[1] - last[1]) * 8, elapsed) / 1000,
            Rates.perSecond(now[2] - last[2], elapsed), Rates.perSecond(now[3] - last[3], elapsed),
            now[4] - last[4], now[5] - last[5], now[6] - last[6], now[7] - last[7]};
        values[0] = Rates.round(values[0]);
        values[1] = Rates.round(values[1]);
        last = now;
        lastNanos = nanoTime;
        return values;
    }

    /** The eight counters in {@link #FIELDS}' order, of the device or summed over all but loopback. */
    private long[] counters(Map<String, long[]> devices) throws IOException {
        long[] sum = new long[FIELDS.length];
        boolean found = false;
        for (Map.Entry<String, long[]> entry : devices.entrySet()) {
            if (counts(entry.getKey())) {
                found = true;
                for (int i = 0; i < FIELDS.length; i++) {
                    sum[i] += entry.getValue()[FIELDS[i]];
                }
            }
        }
        if (!found && device != null) {
            throw new IOException("network interface '" + device + "' is gone");
        }
        return sum;
    }
}
