package org.mwbench.platform.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Guards the deadline of a deploy on a busy machine: it grows with the JVMs started per core, or is the user's. */
@Timeout(10)
class DeployTimeoutTest {
    @Test
    void scalesWithTheJvmsStartedPerCore() {
        assertEquals(Duration.ofSeconds(60), DeployTimeout.SCALED.forJvms(0, 2));
        assertEquals(Duration.ofSeconds(60), DeployTimeout.SCALED.forJvms(2, 2));
        assertEquals(Duration.ofSeconds(70), DeployTimeout.SCALED.forJvms(3, 2));
        assertEquals(Duration.ofSeconds(160), DeployTimeout.SCALED.forJvms(22, 2), "latency-ping's servers on 2 cores");
        assertEquals(Duration.ofSeconds(70), DeployTimeout.SCALED.forJvms(22, 16));
    }

    @Test
    void aFixedDeadlineIsTheUsersWhateverIsStarted() {
        DeployTimeout fixed = DeployTimeout.parse("5m");
        assertEquals(Duration.ofMinutes(5), fixed.forJvms(22, 2));
        assertEquals(DeployTimeout.SCALED, DeployTimeout.parse("auto"));
        assertThrows(IllegalArgumentException.class, () -> DeployTimeout.parse("0s"));
        assertThrows(IllegalArgumentException.class, () -> DeployTimeout.parse("soon"));
    }

    @Test
    void errorsNameTheOptionThatRaisesIt() {
        assertEquals("60 s (--deploy-timeout raises it)", DeployTimeout.named(Duration.ofSeconds(60)));
        assertEquals("0.250 s (--deploy-timeout raises it)", DeployTimeout.named(Duration.ofMillis(250)));
    }
}
