package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mwbench.injectors.scenario.Profile.Point;
import org.mwbench.injectors.scenario.Profile.Style;

class ProfileTest {
    // 0 -> 10 in 10 s (line), hold 10 until 20 s (line), then a step to 4 at 30 s (crenel_hv)
    private final Profile profile = new Profile(List.of(
            new Point(0, 0, Style.LINE), new Point(10, 10, Style.LINE), new Point(20, 10, Style.LINE),
            new Point(30, 4, Style.CRENEL_HV)));

    @Test
    void valueFollowsLinesAndSteps() {
        assertEquals(0, profile.valueAt(0), 1e-9);
        assertEquals(5, profile.valueAt(5), 1e-9);
        assertEquals(10, profile.valueAt(15), 1e-9);
        assertEquals(10, profile.valueAt(29.99), 1e-9, "crenel_hv holds the earlier value");
        assertEquals(4, profile.valueAt(30), 1e-9, "and steps at the later point");
        assertEquals(0, profile.valueAt(30.01), 1e-9, "after the last point, nobody");
        assertEquals(30, profile.end(), 1e-9);
    }

    @Test
    void integralCountsArrivals() {
        assertEquals(50, profile.integralTo(10), 1e-9);
        assertEquals(150, profile.integralTo(20), 1e-9);
        assertEquals(250, profile.integralTo(30), 1e-9);
        assertEquals(12.5, profile.integralTo(5), 1e-9);
    }

    @Test
    void xOfIntegralInvertsIt() {
        for (double x : new double[] {0.5, 3, 9.9, 12, 19, 25, 29.5}) {
            assertEquals(x, profile.xOfIntegral(profile.integralTo(x)), 1e-6, "at x=" + x);
        }
        assertTrue(Double.isInfinite(profile.xOfIntegral(251)));
    }

    @Test
    void aConstantRateSpacesArrivalsEvenly() {
        Profile rate = new Profile(List.of(new Point(0, 1000, Style.CRENEL_HV), new Point(2, 1000, Style.CRENEL_HV)));
        assertEquals(0, rate.xOfIntegral(0), 1e-12);
        assertEquals(0.001, rate.xOfIntegral(1), 1e-12);
        assertEquals(1.5, rate.xOfIntegral(1500), 1e-9);
    }

    @Test
    void pointsMustGoForward() {
        assertThrows(IllegalArgumentException.class,
                () -> new Profile(List.of(new Point(5, 1, Style.LINE), new Point(2, 1, Style.LINE))));
    }
}
