package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lease rules alone, on a clock the test moves by hand. */
class RunLeasesTest {
    private static final long SECOND = 1_000_000_000L;

    private long now = 1_000 * SECOND;
    private final RunLeases leases = new RunLeases(Duration.ofSeconds(10), () -> now);

    @Test
    void aLeaseLapsesOnlyOnceTheSilenceIsLongerThanTheLease() {
        leases.open("run");
        now += 10 * SECOND;
        assertTrue(leases.lapsed().isEmpty(), "exactly the lease is not yet too long");
        now += 1;
        assertEquals(List.of(new RunLeases.Lapse("run", 10 * SECOND + 1)), leases.lapsed());
        now += 60 * SECOND;
        assertTrue(leases.lapsed().isEmpty(), "a lapse is reported once");
    }

    @Test
    void everyCallNamingTheRunRenewsItsLease() {
        leases.open("run");
        for (int i = 0; i < 30; i++) {
            now += SECOND;
            leases.call("run").end();
            assertTrue(leases.lapsed().isEmpty(), "a supervisor that speaks every second keeps its run");
        }
        now += 11 * SECOND;
        assertEquals("run", leases.lapsed().get(0).runId());
    }

    @Test
    void aCallUnderWayHoldsTheLeaseAndItsEndCountsAsAWord() {
        leases.open("run");
        RunLeases.Call slowDeploy = leases.call("run");
        now += 60 * SECOND;
        assertTrue(leases.lapsed().isEmpty(), "a deploy that starts server JVMs for a minute keeps its run");
        slowDeploy.end();
        now += 10 * SECOND;
        assertTrue(leases.lapsed().isEmpty(), "the silence is counted from the end of the call");
        now += SECOND;
        assertEquals(1, leases.lapsed().size());
    }

    @Test
    void onlyDeployOpensALeaseAndUndeployClosesIt() {
        now += SECOND;
        leases.call("never-deployed").end();
        assertTrue(leases.open("run"));
        assertFalse(leases.open("run"), "a second deploy of the same run opens nothing");
        leases.close("run");
        now += 60 * SECOND;
        assertTrue(leases.lapsed().isEmpty(), "neither an unknown run nor an undeployed one lapses");
    }

    @Test
    void eachRunHasALeaseOfItsOwn() {
        leases.open("quiet");
        leases.open("busy");
        now += 6 * SECOND;
        leases.call("busy").end();
        now += 6 * SECOND;
        assertEquals(List.of(new RunLeases.Lapse("quiet", 12 * SECOND)), leases.lapsed());
    }

    @Test
    void aLeaseMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new RunLeases(Duration.ZERO, () -> now));
    }
}
