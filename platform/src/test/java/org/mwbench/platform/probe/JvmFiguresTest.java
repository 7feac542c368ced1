package org.mwbench.platform.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

class JvmFiguresTest {

    @Test
    void localFiguresAreThoseOfARunningJvm() {
        JvmFigures figures = JvmFigures.readLocal();
        assertTrue(figures.heapUsed() > 0 && figures.heapUsed() <= figures.heapCommitted(), figures::toString);
        assertTrue(figures.threads() > 0, figures::toString);
        assertTrue(figures.loadedClasses() > 100, figures::toString);
        assertTrue(figures.processCpuNanos() > 0, figures::toString);
        assertTrue(figures.gcCount() >= 0 && figures.gcTimeMs() >= 0, figures::toString);
    }

    @Test
    void theConnectionReaderAgreesWithTheLocalOneOnThePlatformServer() throws Exception {
        System.gc(); // at least one collection, so the sums over collectors are exercised
        JvmFigures local = JvmFigures.readLocal();
        JvmFigures remote = JvmFigures.read(ManagementFactory.getPlatformMBeanServer());
        assertTrue(remote.gcCount() >= local.gcCount() && local.gcCount() > 0, remote::toString);
        assertEquals(local.heapCommitted() > 0, remote.heapCommitted() > 0);
        assertTrue(remote.loadedClasses() >= local.loadedClasses() - 50, remote::toString);
        assertTrue(remote.processCpuNanos() >= local.processCpuNanos(), remote::toString);
        assertTrue(remote.threads() > 0, remote::toString);
    }
}
