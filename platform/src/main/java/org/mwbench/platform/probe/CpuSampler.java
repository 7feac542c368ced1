package org.mwbench.platform.probe;

import java.io.IOException;
import java.util.List;

/**
 * The host's CPU use since the previous sample, in percent of all its cores, from
 * {@code /proc/stat}: busy (all but idle and I/O wait), user (with nice), system (with
 * interrupts), I/O wait and steal (taken by the hypervisor).
 */
final class CpuSampler implements ProbeSampler {
    private final TextSource source;
    private CpuTimes last;

    CpuSampler(TextSource source) throws IOException {
        this.source = source;
        this.last = CpuTimes.parse(source.read());
    }

    @Override
    public List<String> columns() {
        return List.of("busy_pct", "user_pct", "system_pct", "iowait_pct", "steal_pct");
    }

    @Override
    public List<String> liveColumns() {
        return List.of("busy_pct");
    }

    @Override
    public double[] sample(long nanoTime) throws IOException {
        CpuTimes now = CpuTimes.parse(source.read());
        CpuTimes before = last;
        last = now;
        double ticks = now.total() - before.total();
        if (ticks <= 0) {
            return new double[5]; // no tick passed (a period shorter than the kernel's 10 ms tick)
        }
        return new double[] {
            Rates.percent(now.busy() - before.busy(), ticks),
            Rates.percent(now.user() + now.nice() - before.user() - before.nice(), ticks),
            Rates.percent(now.system() + now.irq() + now.softirq() - before.system() - before.irq() - before.softirq(), ticks),
            Rates.percent(now.iowait() - before.iowait(), ticks),
            Rates.percent(now.steal() - before.steal(), ticks)};
    }
}
