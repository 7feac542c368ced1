package org.mwbench.platform.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.plan.Criterion.Comparison;
import org.mwbench.platform.plan.Criterion.Metric;

/** Guards the grammar of a plan's pass/fail criteria, and that a bad one is a located plan error. */
@Timeout(10)
class CriterionParserTest {
    @Test
    void readsEachMetricWithItsUnit() {
        Criterion p99 = CriterionParser.parse("criterion.0", " p99(tcp ping) < 5ms ");
        assertEquals(Metric.P99, p99.metric());
        assertEquals("tcp ping", p99.subject());
        assertEquals(Comparison.BELOW, p99.comparison());
        assertEquals(5_000_000, p99.bound());
        assertEquals("p99(tcp ping) < 5ms", p99.text());
        assertEquals(250_000, CriterionParser.parse("k", "p999(x) <= 250us").bound());
        Criterion rate = CriterionParser.parse("k", "errors(*) < 1%");
        assertEquals(Metric.ERROR_RATE, rate.metric());
        assertTrue(rate.everyType());
        assertEquals(1, rate.bound());
        assertEquals(Metric.ERROR_COUNT, CriterionParser.parse("k", "errors(rmi ping) <= 0").metric());
        Criterion throughput = CriterionParser.parse("k", "throughput(rmi ping) >= 1000/s");
        assertEquals(1000, throughput.bound());
        assertEquals(Comparison.AT_LEAST, throughput.comparison());
        assertEquals(Metric.SETTLED, CriterionParser.parse("k", "settled(scalability)").metric());
    }

    @Test
    void refusesWhatItCannotReadSayingWhatIsExpected() {
        assertRefused("p99 < 5ms", "is not a criterion: write METRIC(SUBJECT) OP BOUND");
        assertRefused("p98(ping) < 5ms", "no metric named 'p98'");
        assertRefused("p99(ping) < 5", "expected a duration with its unit");
        assertRefused("p99(ping) = 5ms", "is not a criterion");
        assertRefused("p99(ping)", "has no bound");
        assertRefused("p99() < 5ms", "names no subject");
        assertRefused("errors(*) < 150%", "expected a share from 0% to 100%");
        assertRefused("errors(*) < -1", "expected a whole number of failed calls");
        assertRefused("throughput(x) > fast", "expected calls per second");
        assertRefused("settled(x) < 5ms", "settled(SUBJECT) takes no bound");
    }

    @Test
    void aBadCriterionIsAPlanErrorAtItsLineAndKey() {
        String plan = String.join("\n", "blade.0.id=a", "blade.0.server=local host", "blade.0.injector=SyntheticInjector",
                "criterion.0=p99(synthetic) < 5ms", "criterion.1=p99(synthetic) < soon", "");
        PlanException error = assertThrows(PlanException.class, () -> TestPlanParser.parse(plan, "plan.ctp", "plan"));
        assertTrue(error.getMessage().contains("plan.ctp:5: criterion.1: 'p99(synthetic) < soon': bound 'soon' is not valid"),
                error.getMessage());
    }

    @Test
    void aPlanKeepsItsCriteriaInKeyOrder() throws PlanException {
        String plan = String.join("\n", "criterion.10=errors(*) < 1%", "blade.0.id=a", "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector", "criterion.2=p99(synthetic) < 5ms", "");
        TestPlan parsed = TestPlanParser.parse(plan, "plan.ctp", "plan");
        assertEquals(List.of("criterion.2", "criterion.10"), parsed.criteria().stream().map(Criterion::key).toList());
        assertEquals(parsed.criteria(), parsed.onLocalHost().criteria());
    }

    private static void assertRefused(String text, String expected) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> CriterionParser.parse("criterion.0", text), text);
        assertTrue(error.getMessage().contains(expected), error.getMessage());
    }
}
