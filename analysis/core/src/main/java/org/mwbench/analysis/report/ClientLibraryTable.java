package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.store.ClientLibrary;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.StoredRun;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Which client library made each HTTP-based row's calls, with its version, from the injector
 * blades' {@code client-<protocol>} files (first series). A row's label starts with its
 * protocol ("http-json-okhttp ping"), so this table names the client behind every such row: for
 * HTTP the client is a choice, and the same server measured ×2.4 apart through two of them.
 */
final class ClientLibraryTable {
    private ClientLibraryTable() {
    }

    /** The table, or null when no plugin named its library. */
    static Table of(List<LabelledRun> runs) throws IOException {
        boolean several = runs.size() > 1;
        List<Column> columns = new ArrayList<>();
        if (several) {
            columns.add(Column.text("run", "run"));
        }
        columns.add(Column.text("blade", "blade"));
        columns.add(Column.text("protocol", "rows (protocol)"));
        columns.add(Column.text("server_protocol", "server"));
        columns.add(Column.text("library", "client library"));
        Table table = new Table("client_libraries", "Client libraries",
                "The client library and version behind each HTTP-based row (rows are labelled by protocol).", columns);
        boolean any = false;
        for (LabelledRun run : runs) {
            StoredRun first = run.analysis().campaign().series().get(0);
            for (StoredBlade blade : first.blades()) {
                for (ClientLibrary library : blade.clientLibraries()) {
                    List<Object> cells = new ArrayList<>();
                    if (several) {
                        cells.add(run.label());
                    }
                    cells.add(blade.id());
                    cells.add(library.protocol());
                    cells.add(library.serverProtocol());
                    cells.add(library.library());
                    table.row(cells.toArray());
                    any = true;
                }
            }
        }
        return any ? table : null;
    }
}
