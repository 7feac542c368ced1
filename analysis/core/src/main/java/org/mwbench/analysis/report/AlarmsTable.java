package org.mwbench.analysis.report;

import java.util.List;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/** The alarms blades raised: what may make a run's figures doubtful. */
final class AlarmsTable {
    private AlarmsTable() {
    }

    /** The table, or null when no blade raised an alarm. */
    static Table of(List<LabelledRun> runs) {
        Table table = new Table("alarms", "Alarms", "Alarms raised by the blades during the runs.",
                List.of(Column.text("run", "run"), Column.text("series", "series"), Column.text("blade", "blade"),
                        Column.number("time_s", "time s", 3), Column.text("severity", "severity"),
                        Column.text("message", "message")));
        for (LabelledRun run : runs) {
            for (BladeAlarm alarm : run.analysis().alarms()) {
                table.row(run.label(), alarm.run(), alarm.blade(), alarm.seconds(), alarm.severity(), alarm.message());
            }
        }
        return table.isEmpty() ? null : table;
    }
}
