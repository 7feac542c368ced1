package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.storage.QuickStatistics;

class QuickStatsTableTest {
    @Test
    void longActionNamesKeepTheFiguresUnderTheirHeaders() {
        List<QuickStatistics.Row> rows = List.of(row("latency", "tcp ping [one host]"),
                row("latency", "corba-glassfish ping [two hosts]"));
        String[] lines = QuickStatsTable.render(rows).split("\n");
        int callsEnd = lines[1].indexOf("calls") + "calls".length();
        for (int i = 2; i < lines.length; i++) {
            assertEquals(callsEnd, lines[i].indexOf(" 1000 ") + " 1000".length(), String.join("\n", lines));
        }
    }

    private static QuickStatistics.Row row(String blade, String type) {
        return new QuickStatistics.Row(blade, type, 1000, 0, 50_000, 40_000, 30_000, 900_000, 10_000, 200_000,
                9000.0, 0, 500, 0, 0, 0, 1, org.mwbench.platform.storage.Coverage.Status.MEASURED,
                org.mwbench.platform.event.CallAccumulator.Source.EVERY_CALL);
    }
}
