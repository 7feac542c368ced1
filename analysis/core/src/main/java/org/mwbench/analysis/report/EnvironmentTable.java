package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Where each run was measured: every agent's host, CPU, OS and JVM, from its first series.
 * The table keeps to short cells so that it fits a page with each agent on one line; the
 * long values (the JVM's full name and its flags, which hold installation paths) follow it
 * as notes, once per distinct value. The run's folder is in the report's header.
 */
final class EnvironmentTable {
    private EnvironmentTable() {
    }

    static Table of(List<LabelledRun> runs) {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.addAll(List.of(Column.text("series", "series"), Column.text("started", "started (UTC)"),
                Column.text("agent", "agent"), Column.text("host", "host"), Column.text("cpu", "CPU"),
                Column.text("os", "OS"), Column.text("java", "JVM"), Column.text("gc", "GC")));
        Table table = new Table("environment", "Environment", "The agents that ran the blades, as they described themselves.",
                columns);
        Map<String, List<String>> details = new LinkedHashMap<>(); // "JVM name, flags" -> agents
        for (LabelledRun run : runs) {
            StoredRun first = run.analysis().campaign().series().get(0);
            String series = Integer.toString(run.analysis().campaign().series().size());
            for (Map.Entry<String, Properties> agent : first.environments().entrySet()) {
                Properties e = agent.getValue();
                List<Object> cells = new ArrayList<>();
                if (several) {
                    cells.add(run.label());
                }
                cells.addAll(List.of(series, first.originInstant().replaceFirst("(\\.\\d{3})\\d*Z$", "$1Z"), agent.getKey(),
                        e.getProperty("host.name", ""),
                        e.getProperty("cpu.model", "") + " x " + e.getProperty("cpu.count", "?"),
                        e.getProperty("os.name", "") + " " + e.getProperty("os.version", "") + " " + e.getProperty("os.arch", ""),
                        e.getProperty("java.vm.version", e.getProperty("java.version", "")), e.getProperty("jvm.gc", "")));
                table.row(cells.toArray());
                String detail = e.getProperty("java.vm.name", "") + " (" + e.getProperty("java.vendor", "") + ", "
                        + e.getProperty("java.home", "") + "), flags: " + e.getProperty("jvm.flags", "");
                details.computeIfAbsent(detail, d -> new ArrayList<>()).add((several ? run.label() + " " : "") + agent.getKey());
            }
        }
        details.forEach((detail, agents) -> table.note("JVM of " + String.join(", ", agents) + ": " + detail));
        return table;
    }
}
