package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * What each server ran with, from the server blades' {@code server-config} files (first
 * series): one row per server, one column per setting any server reported (threads,
 * backlog, queue, max_connections...), so that equivalent configurations read side by side.
 */
final class ServerConfigTable {
    private ServerConfigTable() {
    }

    /** The table, or null when no server blade wrote its configuration. */
    static Table of(List<LabelledRun> runs) throws IOException {
        boolean several = runs.size() > 1;
        List<Object[]> servers = new ArrayList<>(); // run, blade, settings
        Set<String> names = new LinkedHashSet<>();
        for (LabelledRun run : runs) {
            StoredRun first = run.analysis().campaign().series().get(0);
            for (StoredBlade blade : first.blades()) {
                Map<String, String> settings = blade.serverConfig();
                if (!settings.isEmpty()) {
                    servers.add(new Object[] {run, blade, settings});
                    names.addAll(settings.keySet());
                }
            }
        }
        if (servers.isEmpty()) {
            return null;
        }
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.add(Column.text("server", "server blade"));
        Map<String, String> keys = new LinkedHashMap<>();
        for (String name : names) {
            String key = name.replaceAll("[^A-Za-z0-9]+", "_");
            keys.put(name, key.equals("server") || key.equals("run") ? "setting_" + key : key);
            columns.add(Column.text(keys.get(name), name));
        }
        Table table = new Table("server_config", "Server configurations",
                "What each middleware server ran with, as it reported it (server-config).", columns);
        for (Object[] server : servers) {
            @SuppressWarnings("unchecked")
            Map<String, String> settings = (Map<String, String>) server[2];
            List<Object> cells = new ArrayList<>();
            if (several) {
                cells.add(((LabelledRun) server[0]).label());
            }
            cells.add(((StoredBlade) server[1]).id());
            for (String name : names) {
                cells.add(settings.getOrDefault(name, ""));
            }
            table.row(cells.toArray());
        }
        table.note("An empty cell: that server did not report the setting (its middleware may have no such knob).");
        return table;
    }
}
