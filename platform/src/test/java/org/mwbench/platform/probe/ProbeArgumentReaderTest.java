package org.mwbench.platform.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.mwbench.platform.agent.BladeClasses;
import org.mwbench.platform.blade.BladeException;

/** CLIF's probe argument, {@code PERIOD_MS DURATION_S [EXTRA]}, read as plan check reads it. */
class ProbeArgumentReaderTest {

    @Test
    void clifsWordsAreThePeriodTheDurationAndTheExtra() throws BladeException {
        assertEquals(new ProbeSettings(500, 60, "eth0"), read(new ProbeArgumentReader.Interface(), "500 60 eth0"));
        assertEquals(new ProbeSettings(250, 0, null), read(new ProbeArgumentReader.Plain(), "250"));
        assertEquals(new ProbeSettings(1000, 0, null), read(new ProbeArgumentReader.Plain(), ""));
        assertEquals(new ProbeSettings(1000, 30, "tcp-server"),
                read(new ProbeArgumentReader.ServerBlade(), "1000, 30, tcp-server"));
    }

    @Test
    void badWordsAreRefusedNamingWhatIsExpected() {
        assertRefused(new ProbeArgumentReader.Plain(), "fast 60", "the probe's period 'fast' is not valid");
        assertRefused(new ProbeArgumentReader.Plain(), "5 60", "at least 10");
        assertRefused(new ProbeArgumentReader.Plain(), "1000 -1", "the probe's duration '-1' is not valid");
        assertRefused(new ProbeArgumentReader.Plain(), "1000 60 eth0", "'eth0' is one word too many");
        assertRefused(new ProbeArgumentReader.Interface(), "1000 60 eth0 x", "'x' is one word too many");
        assertRefused(new ProbeArgumentReader.Interface(), "1000 60 $(reboot)", "'INTERFACE' = '$(reboot)'");
        assertRefused(new ProbeArgumentReader.Plain(), "period=1000", "unknown parameter(s) [period]");
    }

    @Test
    void eachFamilyIsNamedByItsWordAndCheckedByItsReader() throws Exception {
        ClassLoader loader = getClass().getClassLoader();
        assertEquals(CpuProbe.class, BladeClasses.resolve("cpu", loader));
        assertEquals(NetworkProbe.class, BladeClasses.resolve("network", loader));
        assertEquals(JvmProbe.class, BladeClasses.resolve("jvm", loader));
        assertTrue(BladeClasses.knownNames(loader).containsAll(java.util.List.of("cpu", "memory", "network", "jvm", "disk")));
        BladeClasses.checkArgument(DiskProbe.class, "d", "1000 10 vda", name -> null);
        BladeException e = assertThrows(BladeException.class,
                () -> BladeClasses.checkArgument(MemoryProbe.class, "m", "1000 10 vda", name -> null));
        assertTrue(e.getMessage().contains("blade m:"), e.getMessage());
    }

    private static ProbeSettings read(ProbeArgumentReader reader, String argument) throws BladeException {
        return reader.read(reader.split("p", argument), name -> null);
    }

    private static void assertRefused(ProbeArgumentReader reader, String argument, String expected) {
        BladeException e = assertThrows(BladeException.class, () -> read(reader, argument));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
