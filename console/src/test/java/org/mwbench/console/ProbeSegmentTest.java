package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.GaugeReading;
import org.mwbench.platform.supervisor.Snapshot;

class ProbeSegmentTest {

    @Test
    void eachFigureShowsWithItsUnit() {
        assertEquals("busy 23%", ProbeSegment.figure("busy_pct", 23));
        assertEquals("rx 1200 kbit/s", ProbeSegment.figure("rx_kbit_s", 1200));
        assertEquals("read 5 kB/s", ProbeSegment.figure("read_kb_s", 5));
        assertEquals("heap used 45 MB", ProbeSegment.figure("heap_used_mb", 45));
        assertEquals("gc 3 ms", ProbeSegment.figure("gc_ms", 3));
        assertEquals("threads 21", ProbeSegment.figure("threads", 21));
    }

    @Test
    void aProbeShowsItsLatestLiveFiguresButNotItsOwnJvmsCpu() {
        Snapshot snapshot = new Snapshot(Map.of("net", BladeState.RUNNING, "cpu", BladeState.COMPLETED), List.of(),
                List.of(new GaugeReading("net", 1, "network.rx_kbit_s", 10), new GaugeReading("net", 1, "cpu_pct", 40),
                        new GaugeReading("net", 2, "network.rx_kbit_s", 12), new GaugeReading("cpu", 2, "cpu.busy_pct", 7)),
                Map.of(), 2);
        assertEquals("net: rx 12 kbit/s", ProbeSegment.of("net", BladeState.RUNNING, snapshot));
        assertEquals("cpu completed: busy 7%", ProbeSegment.of("cpu", BladeState.COMPLETED, snapshot));
    }
}
