package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.table.Table;

/**
 * Table 3's default row for an EJB container over plain Java RMI (Demarey et al. 2004 gave JOnAS
 * and JBoss theirs), shown with no {@code --overhead} when a run measured both: series 1 of the
 * {@code loop-campaign} fixture, its tcp loop relabelled as the EJB container's.
 */
class EjbOverRmiTest {

    @Test
    void theContainerOverRmiIsADefaultPairOfTable3(@TempDir Path dir) throws Exception {
        Path run = Fixtures.copy("loop-campaign/series-01", dir);
        for (String file : List.of("action", "steps", "summary", "link")) {
            Path path = run.resolve("loop").resolve(file);
            Files.writeString(path, Files.readString(path).replace("tcp ping", "ejb-openejb ping"));
        }
        Table table = ReportModel.of(run).table("table3").orElseThrow();
        // step means 100, 110, 120 µs against rmi's 200, 220, 240 µs
        assertEquals(List.of("ejb-openejb ping", "rmi ping", 110.0, 220.0, -110.0, -50.0, 50.0), table.rows().get(0));
    }
}
