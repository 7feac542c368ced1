package org.mwbench.console.web.plans;

import java.util.List;

/**
 * A plan as the table edits it.
 *
 * @param header  the comment lines at the top of the file, kept when the table is saved
 * @param rows    the blades, in plan order; row i is written as {@code blade.i.*}
 * @param dropped keys of the file the table has no column for (they are left out when it is saved)
 */
public record PlanDocument(List<String> header, List<PlanRow> rows, List<String> dropped) {
    public PlanDocument {
        header = header == null ? List.of() : List.copyOf(header);
        rows = rows == null ? List.of() : List.copyOf(rows);
        dropped = dropped == null ? List.of() : List.copyOf(dropped);
    }
}
