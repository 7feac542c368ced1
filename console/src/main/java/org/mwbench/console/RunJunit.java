package org.mwbench.console;

import java.util.List;
import org.mwbench.analysis.junit.JunitXml;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.storage.QuickStatistics;
import org.mwbench.platform.supervisor.RunOutcome;

/**
 * A run's checks as JUnit XML, for CI servers: each planned action type measured in full, the run
 * without failures, and one test case per criterion of the plan, failed with the value measured.
 */
final class RunJunit {
    private RunJunit() {
    }

    static JunitXml of(TestPlan testPlan, List<QuickStatistics.Row> rows, RunOutcome outcome,
                       List<CriteriaCheck.Verdict> criteria) {
        JunitXml xml = new JunitXml("mwbench run " + testPlan.name());
        String suite = "mwbench.run." + testPlan.name();
        for (QuickStatistics.Row row : rows) {
            xml.check(suite + "." + row.blade(), row.type() + ": measured in full", row.measured(),
                    row.blade() + ": " + row.type() + " was " + row.status().label() + " (" + row.calls() + " calls)");
        }
        xml.check(suite, "no failure during the run", outcome.succeeded(), String.join("; ", outcome.problems()));
        for (CriteriaCheck.Verdict verdict : criteria) {
            xml.check(suite + ".criteria", verdict.criterion().key() + ": " + verdict.criterion().text(), verdict.holds(),
                    verdict.criterion().text() + " does not hold: measured " + verdict.measured());
        }
        return xml;
    }
}
