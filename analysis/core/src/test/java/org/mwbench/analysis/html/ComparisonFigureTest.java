package org.mwbench.analysis.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparison chart: rows by median, on a log axis wide enough for 7 µs and 50 ms. */
class ComparisonFigureTest {
    @Test
    void rowsSpanDecadesOnALogAxis() {
        List<ComparisonFigure.Row> rows = List.of(
                new ComparisonFigure.Row("tcp ping", 7_000, 6_900, 7_100, 5_000, 20_000, 1000),
                new ComparisonFigure.Row("soap-axis ping", 563_000, 550_000, 570_000, 400_000, 50_000_000, 1000));
        String svg = ComparisonFigure.svg(rows, "t");
        assertTrue(svg.contains(">1 µs<") && svg.contains(">100 ms<"), "decade ticks from 1 µs to 100 ms: " + svg);
        assertTrue(svg.indexOf("tcp ping") < svg.indexOf("soap-axis ping"));
        assertTrue(svg.contains(">7 µs<") && svg.contains(">563 µs<"), svg);
    }

    @Test
    void durationsReadAsPeopleWriteThem() {
        assertEquals("7 µs", ComparisonFigure.duration(7_000));
        assertEquals("563 µs", ComparisonFigure.duration(563_000));
        assertEquals("1.25 ms", ComparisonFigure.duration(1_250_000));
        assertEquals("10 ns", ComparisonFigure.duration(10));
    }
}
