package org.mwbench.analysis.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Guards a full run's 22 series against sharing colours: with a palette of ten, series 0, 10 and 20
 * (tcp, http-json and omniORB->JacORB) were one blue.
 */
@Timeout(30)
class PaletteTest {
    private static final int FULL_RUN = 22;
    /** Sum of the red, green and blue differences below which two colours read as one in a legend. */
    private static final int DISTINGUISHABLE = 40;

    @Test
    void twentyTwoSeriesHaveTwentyTwoDistinguishableColours() {
        assertTrue(ChartStyle.DISTINCT_COLORS >= FULL_RUN, "palette of " + ChartStyle.DISTINCT_COLORS);
        for (int i = 0; i < FULL_RUN; i++) {
            for (int j = i + 1; j < FULL_RUN; j++) {
                assertTrue(distance(ChartStyle.color(i), ChartStyle.color(j)) >= DISTINGUISHABLE,
                        "series " + i + " and " + j + ": " + ChartStyle.color(i) + " and " + ChartStyle.color(j));
            }
        }
    }

    @Test
    void everySeriesOfAFullRunHasAStyleOfItsOwn() {
        Set<List<Object>> styles = new HashSet<>();
        for (int i = 0; i < FULL_RUN; i++) {
            styles.add(List.of(ChartStyle.color(i), ChartStyle.line(i), ChartStyle.marker(i).getClass()));
        }
        assertEquals(FULL_RUN, styles.size());
    }

    private static int distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }
}
