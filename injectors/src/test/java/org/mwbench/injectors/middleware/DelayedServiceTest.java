package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;

/**
 * A server blade's {@code service_time}: read and checked with the blade's other arguments, and
 * every call of the service spending at least that long before it answers as the reference does.
 * Only lower bounds are asserted: a call cannot answer before its delay, however busy the
 * machine, while how much later it answers is the machine's business.
 */
class DelayedServiceTest {
    private static final Duration DELAY = Duration.ofMillis(30);

    private static ServerBlade.Arguments read(String argument) throws BladeException {
        return new ServerBlade.Reader().read(BladeArguments.parse("server", argument), name -> new byte[0]);
    }

    @Test
    void everyCallAnswersAsTheReferenceAfterTheDelayAtLeast() {
        ReferenceService reference = new ReferenceService();
        DelayedService delayed = new DelayedService(reference, DELAY);
        long start = System.nanoTime();
        delayed.ping();
        assertTrue(System.nanoTime() - start >= DELAY.toNanos(), "ping waited its delay");
        start = System.nanoTime();
        assertEquals(reference.getString(100), delayed.getString(100));
        assertArrayEquals(reference.getItems(3), delayed.getItems(3));
        assertEquals(reference.cube(7), delayed.cube(7));
        assertArrayEquals(new short[] {1, 2}, delayed.echoShorts(new short[] {1, 2}));
        assertTrue(System.nanoTime() - start >= 4 * DELAY.toNanos(), "each of four calls waited its delay");
    }

    @Test
    void aServerBladeReadsItsServiceTimeAndNoneByDefault() throws BladeException {
        assertEquals(Duration.ZERO, read("protocol=tcp").serviceTime());
        assertEquals(Duration.ofMillis(40), read("protocol=tcp service_time=40ms").serviceTime());
        assertEquals(Duration.ofMillis(5), read("protocol=tcp service_time=5").serviceTime(), "a bare number is in ms");
        assertEquals("tcp", read("protocol=tcp service_time=40ms").server().protocol());
    }

    @Test
    void aServiceTimeThatIsNoDurationIsRefusedNamingTheParameter() {
        BladeException e = assertThrows(BladeException.class, () -> read("protocol=tcp service_time=slow"));
        assertTrue(e.getMessage().contains("parameter 'service_time' = 'slow' is not valid"), e.getMessage());
        e = assertThrows(BladeException.class, () -> read("protocol=tcp service_time=-5ms"));
        assertTrue(e.getMessage().contains("'service_time'"), e.getMessage());
    }

    @Test
    void aDelayMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new DelayedService(new ReferenceService(), Duration.ZERO));
    }
}
