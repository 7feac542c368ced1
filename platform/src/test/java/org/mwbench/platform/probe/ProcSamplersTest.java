package org.mwbench.platform.probe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The /proc parsers and samplers on fixed samples of the kernel's files, one second apart. */
class ProcSamplersTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void cpuIsTheShareOfTheTicksBetweenTwoReadings() throws IOException {
        CpuSampler cpu = new CpuSampler(files("stat-1.txt", "stat-2.txt"));
        // deltas: user 100, system 50, idle 30, iowait 10, softirq 10, steal 10 = 210 ticks
        assertArrayEquals(new double[] {80.95, 47.62, 28.57, 4.76, 4.76}, cpu.sample(SECOND), 1e-9);
        assertEquals(List.of("busy_pct", "user_pct", "system_pct", "iowait_pct", "steal_pct"), cpu.columns());
    }

    @Test
    void cpuWithoutATickBetweenReadingsIsZeroNotNaN() throws IOException {
        CpuSampler cpu = new CpuSampler(files("stat-1.txt", "stat-1.txt"));
        assertArrayEquals(new double[5], cpu.sample(SECOND), 0);
    }

    @Test
    void procStatWithoutItsCpuLineIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CpuTimes.parse("intr 1 2\n"));
        assertTrue(e.getMessage().contains("no 'cpu' line"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CpuTimes.parse("cpu  1 2 x 4 5 6 7 8\n"));
        assertTrue(e.getMessage().contains("not a number"), e.getMessage());
    }

    @Test
    void memoryUsedIsTotalMinusAvailable() throws IOException {
        MemorySampler memory = new MemorySampler(files("meminfo.txt", "meminfo.txt"));
        assertArrayEquals(new double[] {11.3, 2724.0, 20510.07, 21381.55, 958.18, 1024.0}, memory.sample(SECOND), 1e-9);
        Map<String, Long> sizes = MemInfo.parse(text("meminfo.txt"));
        assertEquals(0L, sizes.get("HugePages_Total")); // a line without a unit
    }

    @Test
    void memoryWithoutMemAvailableFailsAtInit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MemorySampler(() -> "MemTotal: 10 kB\nMemFree: 5 kB\n"));
        assertTrue(e.getMessage().contains("MemAvailable"), e.getMessage());
    }

    @Test
    void networkIsOneInterfacesRatesAndItsErrorsAndDropsSinceTheLastSample() throws IOException {
        NetworkSampler eth0 = new NetworkSampler(files("net-dev-1.txt", "net-dev-2.txt"), "eth0", 0);
        assertArrayEquals(new double[] {1000, 1000, 100, 100, 2, 0, 1, 3}, eth0.sample(SECOND), 1e-9);
    }

    @Test
    void networkWithoutAnInterfaceSumsAllButLoopback() throws IOException {
        NetworkSampler all = new NetworkSampler(files("net-dev-1.txt", "net-dev-2.txt"), null, 0);
        assertArrayEquals(new double[] {500, 500, 50, 50, 2, 0, 1, 3}, all.sample(2 * SECOND), 1e-9);
        assertEquals(List.of("eth0", "mwbh42v0"), all.interfaces());
    }

    @Test
    void anUnknownInterfaceNamesThoseOfTheNamespace() {
        IOException e = assertThrows(IOException.class,
                () -> new NetworkSampler(files("net-dev-1.txt"), "wlan0", 0));
        assertTrue(e.getMessage().contains("'wlan0'") && e.getMessage().contains("[lo, eth0, mwbh42v0]"), e.getMessage());
    }

    @Test
    void diskIsSectorsAsKilobytesOperationsAndTheShareOfTimeBusy() throws IOException {
        DiskSampler vda = new DiskSampler(files("diskstats-1.txt", "diskstats-2.txt"), List.of("vda"), 0);
        assertArrayEquals(new double[] {1000, 2000, 100, 200, 25}, vda.sample(SECOND), 1e-9);
        Map<String, long[]> devices = DiskStats.parse(text("diskstats-1.txt"));
        assertEquals(List.of("loop0", "vda", "vda1", "zram0"), List.copyOf(devices.keySet()));
    }

    @Test
    void anUnknownDiskNamesThoseThereAre() {
        IOException e = assertThrows(IOException.class,
                () -> new DiskSampler(files("diskstats-1.txt"), List.of("sdz"), 0));
        assertTrue(e.getMessage().contains("'sdz'") && e.getMessage().contains("vda"), e.getMessage());
    }

    @Test
    void theRealProcFilesOfThisHostParse() throws IOException {
        assertTrue(CpuTimes.parse(TextSource.proc("/proc/stat").read()).total() > 0);
        assertTrue(MemInfo.require(MemInfo.parse(TextSource.proc("/proc/meminfo").read()), "MemTotal") > 0);
        assertTrue(DiskStats.parse(TextSource.proc("/proc/diskstats").read()).size() >= 0);
        new NetworkSampler(TextSource.proc("/proc/self/net/dev"), "lo", System.nanoTime()).sample(System.nanoTime());
    }

    /** A source that gives the files in turn, the last one again once all are read. */
    private static TextSource files(String... names) throws IOException {
        Deque<String> texts = new ArrayDeque<>();
        for (String name : names) {
            texts.add(text(name));
        }
        return () -> texts.size() > 1 ? texts.poll() : texts.peek();
    }

    private static String text(String name) throws IOException {
        try (InputStream in = ProcSamplersTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }
}
