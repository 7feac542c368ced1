package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class LoadSegmentTest {
    @Test
    void theSharesOfAWholeValueAreWholeAndAddUpToIt() {
        for (int count = 1; count <= 7; count++) {
            for (int value = 0; value <= 50; value++) {
                int n = count;
                double v = value;
                List<Double> shares = IntStream.range(0, n).mapToObj(k -> new LoadSegment(k, n).share(v)).toList();
                assertEquals(value, shares.stream().mapToDouble(Double::doubleValue).sum(), 0.0, value + " over " + n);
                shares.forEach(share -> assertEquals(Math.rint(share), share, 0.0, "whole users: " + shares));
                double spread = shares.stream().mapToDouble(Double::doubleValue).max().orElseThrow()
                        - shares.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
                assertTrue(spread <= 1, "as even as whole users allow: " + shares);
            }
        }
    }

    @Test
    void splitsAsK6sExecutionSegmentsDo() {
        // instance k of N gets floor((k+1)y/N) - floor(ky/N): 5 users over 3 agents are 1, 2 and 2
        assertEquals(List.of(1.0, 2.0, 2.0), IntStream.range(0, 3).mapToObj(k -> new LoadSegment(k, 3).share(5)).toList());
        assertEquals(20.0, LoadSegment.WHOLE.share(20), 0.0);
    }

    @Test
    void aFractionalRateIsDividedEvenly() {
        assertEquals(2.5 / 4, new LoadSegment(3, 4).share(2.5), 1e-12);
    }

    @Test
    void readsTheSegmentParameterAndRefusesOneOutOfRange() throws BladeException {
        assertEquals(new LoadSegment(1, 3), LoadSegment.read(BladeArguments.parse("b", "segment=1/3")));
        assertEquals(LoadSegment.WHOLE, LoadSegment.read(BladeArguments.parse("b", "threads=2")));
        for (String bad : List.of("3/3", "1-3", "x/2", "0/0")) {
            BladeException e = assertThrows(BladeException.class,
                    () -> LoadSegment.read(BladeArguments.parse("b", "segment=" + bad)));
            assertTrue(e.getMessage().contains("K/N with 0 <= K < N"), e.getMessage());
        }
    }
}
