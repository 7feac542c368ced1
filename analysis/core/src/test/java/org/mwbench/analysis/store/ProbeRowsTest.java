package org.mwbench.analysis.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.report.ProbeUnits;

class ProbeRowsTest {
    @TempDir
    Path dir;

    @Test
    void aProbeFileIsReadByItsOwnHeaderWithItsCost() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("jvm"));
        Files.writeString(folder.resolve("probe"), "#date_ns,heap_used_mb,gcs,cpu_pct\n"
                + "1500000000,41.55,0,6.62\n2000000000,42,1,\n");
        Files.writeString(folder.resolve("probe-cost"), "#family,samples,period_ms,cpu_ns,cpu_us_per_sample,one_core_pct\n"
                + "jvm,2,500,50000,25.00,0.00500\n");
        ProbeRows rows = ProbeRows.read(new StoredBlade("jvm", folder, false, ""));
        assertEquals(List.of("heap_used_mb", "gcs", "cpu_pct"), rows.columns());
        assertArrayEquals(new double[] {1.5, 2.0}, rows.seconds(), 1e-12);
        assertArrayEquals(new double[] {41.55, 42}, rows.column("heap_used_mb"), 1e-12);
        assertTrue(Double.isNaN(rows.column("cpu_pct")[1]), "an empty field is no figure");
        assertEquals(new ProbeRows.ProbeCostRow("jvm", 2, 500, 25.0, 0.005), rows.cost());
    }

    @Test
    void aBladeWithoutAProbeFileIsNoProbeAndABadRowIsLocated() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("loop"));
        assertNull(ProbeRows.read(new StoredBlade("loop", folder, false, "")));
        Files.writeString(folder.resolve("probe"), "#date_ns,busy_pct\n1,2,3\n");
        StoredRunException e = assertThrows(StoredRunException.class,
                () -> ProbeRows.read(new StoredBlade("loop", folder, false, "")));
        assertTrue(e.getMessage().endsWith("probe:2: expected 2 fields, found 3"), e.getMessage());
    }

    @Test
    void aColumnsUnitIsItsNamesEnding() {
        assertEquals("%", ProbeUnits.of("busy_pct").axis());
        assertEquals("kbit/s", ProbeUnits.of("rx_kbit_s").axis());
        assertEquals("per second", ProbeUnits.of("rx_packets_s").axis());
        assertEquals("kB/s", ProbeUnits.of("read_kb_s").axis());
        assertEquals("MB", ProbeUnits.of("heap_used_mb").axis());
        assertEquals("count", ProbeUnits.of("threads").axis());
    }
}
