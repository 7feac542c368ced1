package org.mwbench.analysis.report;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/** Where each run was measured: every agent's host, CPU, OS and JVM, from its first series. */
final class EnvironmentTable {
    private EnvironmentTable() {
    }

    static Table of(List<LabelledRun> runs) {
        Table table = new Table("environment", "Environment", "The agents that ran the blades, as they described themselves.",
                List.of(Column.text("run", "run"), Column.text("folder", "folder"), Column.text("series", "series"),
                        Column.text("started", "started (UTC)"), Column.text("agent", "agent"), Column.text("host", "host"),
                        Column.text("cpu", "CPU"), Column.text("os", "OS"), Column.text("java", "JVM"),
                        Column.text("gc", "GC"), Column.text("jvm_flags", "JVM flags")));
        for (LabelledRun run : runs) {
            StoredRun first = run.analysis().campaign().series().get(0);
            String series = Integer.toString(run.analysis().campaign().series().size());
            for (Map.Entry<String, Properties> agent : first.environments().entrySet()) {
                Properties e = agent.getValue();
                table.row(run.label(), run.analysis().campaign().folder().toString(), series, first.originInstant(),
                        agent.getKey(), e.getProperty("host.name", ""),
                        e.getProperty("cpu.model", "") + " x " + e.getProperty("cpu.count", "?"),
                        e.getProperty("os.name", "") + " " + e.getProperty("os.version", "") + " " + e.getProperty("os.arch", ""),
                        e.getProperty("java.vm.name", "") + " " + e.getProperty("java.vm.version", e.getProperty("java.version", "")),
                        e.getProperty("jvm.gc", ""), e.getProperty("jvm.flags", ""));
            }
        }
        return table;
    }
}
