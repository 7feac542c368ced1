package org.mwbench.bench.footprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HotSpotCountersTest {
    @TempDir
    Path dir;

    @Test
    void sumsTheGenerationsAndCountsClassesAsTheMxBeanDoes() {
        String text = """
                4794:
                java.cls.loadedClasses=1436
                java.cls.sharedLoadedClasses=810
                java.cls.sharedUnloadedClasses=0
                java.cls.unloadedClasses=6
                java.threads.live=6
                sun.gc.generation.0.name="young"
                sun.gc.generation.0.space.0.used=0
                sun.gc.generation.0.space.1.used=1024
                sun.gc.generation.0.space.2.used=0
                sun.gc.generation.1.space.0.used=6100344
                sun.gc.metaspace.used=9132032
                """;
        HotSpotCounters counters = HotSpotCounters.parse(text, "jcmd");
        assertEquals(6101368, counters.heapUsedBytes());
        assertEquals(1436 + 810 - 6, counters.loadedClasses());
        assertEquals(6, counters.javaThreads());
        assertEquals(9132032, counters.metaspaceBytes());
    }

    @Test
    void withoutPerfDataItSaysWhy() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HotSpotCounters.parse("4794:\nCommand executed successfully\n", "jcmd 4794"));
        assertTrue(e.getMessage().contains("-XX:-UsePerfData"), e.getMessage());
    }

    /** Against a real JVM: this test's own, through jcmd (the JDK running the test has one). */
    @Test
    void readsALiveJvmAfterAFullGc() throws Exception {
        HotSpotCounters counters = HotSpotCounters.afterFullGc(ProcessHandle.current().pid(), dir);
        int classes = java.lang.management.ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
        assertTrue(Math.abs(counters.loadedClasses() - classes) < 200, counters + " against the MXBean's " + classes);
        assertTrue(counters.heapUsedBytes() > 0 && counters.javaThreads() > 1, counters.toString());
    }
}
