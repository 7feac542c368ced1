package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.store.PlateauRow;
import org.mwbench.platform.plan.CriterionParser;

/** settled(SUBJECT) on a stored plateaus file: every plateau of the subject must have settled, and some must exist. */
@Timeout(10)
class CriteriaCheckTest {
    @TempDir
    Path run;

    @Test
    void settledHoldsOnlyWhenEveryPlateauOfItsSubjectSettled() throws Exception {
        Files.createDirectories(run.resolve("clients"));
        Files.writeString(run.resolve("clients").resolve(PlateauRow.FILE), String.join("\n", PlateauRow.HEADER,
                plateau("tcp", "tcp ping", 1, "true"), plateau("tcp", "tcp ping", 10, "widened"),
                plateau("rmi", "rmi ping", 1, "true"), plateau("rmi", "rmi ping", 10, "false"), ""));
        List<CriteriaCheck.Verdict> verdicts = CriteriaCheck.evaluate(List.of(
                CriterionParser.parse("criterion.0", "settled(tcp)"),
                CriterionParser.parse("criterion.1", "settled(rmi ping)"),
                CriterionParser.parse("criterion.2", "settled(*)"),
                CriterionParser.parse("criterion.3", "settled(grpc)")), run, List.of("clients"));
        assertTrue(verdicts.get(0).holds(), verdicts.get(0).toString());
        assertEquals("2 of 2 plateaus settled (1 only at the widest width the plan accepts)", verdicts.get(0).measured(),
                "a plateau settled at the widest width the plan accepts is settled, and said to be");
        assertFalse(verdicts.get(1).holds());
        assertEquals("1 of 2 plateaus settled; not: rmi ping at 10 clients", verdicts.get(1).measured());
        assertFalse(verdicts.get(2).holds());
        assertFalse(verdicts.get(3).holds(), "a subject with no plateau does not pass by accident");
        assertEquals("no plateau of 'grpc' was measured", verdicts.get(3).measured());
    }

    private static String plateau(String behavior, String type, int clients, String settled) {
        return String.join(",", behavior, type, Integer.toString(clients), Integer.toString(clients), behavior + "-server",
                "0", "1000000000", "5", settled, "5", "100", "0", "100.0", "95.0", "105.0", "1000.0",
                "2000.0", "50.0", "1.0", "");
    }
}
