package org.mwbench.bench.footprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProcessStatusTest {
    /** Lines of a real /proc/PID/status (Linux 6.x, a JVM), the fields around the read ones kept. */
    private static final String STATUS = """
            Name:\tjava
            Umask:\t0022
            State:\tS (sleeping)
            Pid:\t4794
            VmPeak:\t 7896544 kB
            VmSize:\t 7830996 kB
            VmHWM:\t   61232 kB
            VmRSS:\t   48512 kB
            RssAnon:\t   20980 kB
            RssFile:\t   27532 kB
            RssShmem:\t       0 kB
            VmStk:\t     132 kB
            Threads:\t19
            SigQ:\t0/63441
            voluntary_ctxt_switches:\t3
            """;

    @Test
    void readsResidentMemoryInBytesAndThreads() {
        ProcessStatus status = ProcessStatus.parse(STATUS, "status");
        assertEquals(48512L * 1024, status.residentBytes());
        assertEquals(61232L * 1024, status.peakResidentBytes());
        assertEquals(20980L * 1024, status.anonymousBytes());
        assertEquals(19, status.threads());
    }

    @Test
    void aMissingOrMalformedFieldIsNamed() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> ProcessStatus.parse("Name:\tkthreadd\nThreads:\t1\n", "/proc/2/status"));
        assertTrue(missing.getMessage().contains("/proc/2/status: no VmRSS"), missing.getMessage());
        IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
                () -> ProcessStatus.parse("VmRSS:\t12 MB\nThreads:\t1\n", "s"));
        assertTrue(malformed.getMessage().contains("VmRSS is '12 MB', expected 'N kB'"), malformed.getMessage());
    }

    @Test
    void readsThisProcessAndCountsItsSockets() throws Exception {
        long pid = ProcessHandle.current().pid();
        ProcessStatus status = ProcessStatus.read(pid);
        assertTrue(status.residentBytes() > 1024 * 1024, "a JVM holds more than 1 MiB: " + status);
        assertTrue(status.threads() > 1, status.toString());
        int before = ProcessStatus.sockets(pid);
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(before + 1, ProcessStatus.sockets(pid), "a listening socket is one more");
        }
    }

    @Test
    void aProcessThatIsGoneIsSaidSo() {
        java.io.IOException gone = assertThrows(java.io.IOException.class, () -> ProcessStatus.read(Integer.MAX_VALUE));
        assertTrue(gone.getMessage().contains("is gone"), gone.getMessage());
    }
}
