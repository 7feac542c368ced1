package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BladeArgumentsTest {

    @Test
    void readsTypedParametersWithDefaults() throws BladeException {
        BladeArguments arguments = BladeArguments.parse("b1", " threads=4, duration=2m  service_time=250us error_rate=0.5 ");
        assertEquals(4, arguments.positiveInt("threads", 1));
        assertEquals(Duration.ofMinutes(2), arguments.duration("duration", Duration.ZERO, "s"));
        assertEquals(Duration.ofNanos(250_000), arguments.duration("service_time", Duration.ZERO, "ms"));
        assertEquals(0.5, arguments.fraction("error_rate", 0));
        assertEquals(7, arguments.nonNegativeLong("calls", 7));
        arguments.requireAllKnown();
    }

    @Test
    void aBareNumberTakesTheParametersUnit() throws BladeException {
        BladeArguments arguments = BladeArguments.parse("b1", "duration=3 think_time=1.5");
        assertEquals(Duration.ofSeconds(3), arguments.duration("duration", Duration.ZERO, "s"));
        assertEquals(Duration.ofNanos(1_500_000), arguments.duration("think_time", Duration.ZERO, "ms"));
    }

    @Test
    void aBadValueNamesBladeParameterAndValue() throws BladeException {
        BladeArguments arguments = BladeArguments.parse("b1", "threads=many");
        BladeException e = assertThrows(BladeException.class, () -> arguments.positiveInt("threads", 1));
        assertEquals("blade b1: parameter 'threads' = 'many' is not valid: expected a whole number above 0", e.getMessage());
        assertThrows(BladeException.class, () -> BladeArguments.parse("b1", "threads=0").positiveInt("threads", 1));
        assertThrows(BladeException.class, () -> BladeArguments.parse("b1", "error_rate=2").fraction("error_rate", 0));
        assertThrows(BladeException.class, () -> BladeArguments.parse("b1", "duration=soon").duration("duration", Duration.ZERO, "s"));
    }

    @Test
    void aTypoIsAnErrorNotADefault() throws BladeException {
        BladeArguments arguments = BladeArguments.parse("b1", "treads=4");
        arguments.positiveInt("threads", 1);
        BladeException e = assertThrows(BladeException.class, arguments::requireAllKnown);
        assertTrue(e.getMessage().contains("[treads]"), e.getMessage());
    }

    @Test
    void malformedPairsAndRepeatsAreErrors() {
        assertThrows(BladeException.class, () -> BladeArguments.parse("b1", "threads"));
        assertThrows(BladeException.class, () -> BladeArguments.parse("b1", "threads=1 threads=2"));
    }
}
