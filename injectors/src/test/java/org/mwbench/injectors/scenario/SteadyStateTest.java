package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The settling rule of a plateau, against figures worked by hand. */
class SteadyStateTest {

    @Test
    void theIntervalIsStudentsTTimesTheStandardErrorOfTheMean() {
        SteadyState steady = new SteadyState(0.05, 2);
        for (double rate : new double[] {100, 102, 98, 101, 99}) {
            steady.add(rate);
        }
        // mean 100, sample variance 2.5, standard error sqrt(2.5 / 5) = 0.7071, t(0.975, 4) = 2.776
        assertEquals(100, steady.mean(), 1e-9);
        assertEquals(2.776 * Math.sqrt(0.5), steady.halfWidth(), 1e-9);
        assertTrue(steady.settled(), "±1.96% is within ±5%");
    }

    @Test
    void aWideOrShortSeriesIsNotSettled() {
        SteadyState wide = new SteadyState(0.05, 2);
        wide.add(100);
        wide.add(140);
        assertFalse(wide.settled(), "t(1) = 12.7 makes two distant rates far from steady");
        SteadyState short_ = new SteadyState(0.05, 4);
        for (int i = 0; i < 3; i++) {
            short_.add(100);
        }
        assertFalse(short_.settled(), "fewer intervals than the minimum");
        short_.add(100);
        assertTrue(short_.settled());
        assertEquals(Double.POSITIVE_INFINITY, new SteadyState(0.05, 2).halfWidth());
    }

    @Test
    void tQuantilesFollowTheTableThenItsLargeSampleApproximation() {
        assertEquals(12.706, SteadyState.t975(1), 1e-9);
        assertEquals(2.042, SteadyState.t975(30), 1e-9);
        assertEquals(2.021, SteadyState.t975(40), 0.003);
        assertEquals(1.984, SteadyState.t975(100), 0.003);
        assertThrows(IllegalArgumentException.class, () -> new SteadyState(0, 3));
        assertThrows(IllegalArgumentException.class, () -> new SteadyState(0.05, 1));
    }
}
