package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import sun.misc.Signal;

/** The first stop signal stops in order; a repeat is the same stop, unless it comes a while later. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class StopSignalsTest {
    private final AtomicInteger stops = new AtomicInteger();
    private final AtomicInteger forced = new AtomicInteger();

    @Test
    void aRepeatWithinTheWindowIsTheSameStopAsTimeoutSendsIt() {
        // timeout -s INT signals the command, then its whole group: two SIGINTs at once
        StopSignals.FirstStopsSecondForces handler = new StopSignals.FirstStopsSecondForces(
                stops::incrementAndGet, forced::incrementAndGet, TimeUnit.HOURS.toNanos(1));
        handler.handle(new Signal("INT"));
        handler.handle(new Signal("INT"));
        handler.handle(new Signal("TERM"));
        assertEquals(1, stops.get());
        assertEquals(0, forced.get());
    }

    @Test
    void aSecondSignalAfterTheWindowForcesOut() {
        StopSignals.FirstStopsSecondForces handler = new StopSignals.FirstStopsSecondForces(
                stops::incrementAndGet, forced::incrementAndGet, 0);
        handler.handle(new Signal("TERM"));
        handler.handle(new Signal("INT"));
        assertEquals(1, stops.get());
        assertEquals(1, forced.get());
    }
}
