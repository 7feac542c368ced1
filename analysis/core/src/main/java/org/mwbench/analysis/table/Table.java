package org.mwbench.analysis.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One table of a report: an id ({@code latency}, {@code table1}...), a title, what it is
 * ({@code description}), its columns, rows of cells (String, Number or null) and notes
 * that say how the figures were made. Text, CSV, JSON and HTML all render from this.
 */
public final class Table {
    private final String id;
    private final String title;
    private final String description;
    private final List<Column> columns;
    private final List<List<Object>> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    public Table(String id, String title, String description, List<Column> columns) {
        this.id = id;
        this.title = title;
        this.description = description;
        this.columns = List.copyOf(columns);
    }

    public Table row(Object... cells) {
        if (cells.length != columns.size()) {
            throw new IllegalArgumentException("table " + id + ": a row of " + cells.length + " cells for "
                    + columns.size() + " columns");
        }
        rows.add(Collections.unmodifiableList(Arrays.asList(cells.clone())));
        return this;
    }

    public Table note(String note) {
        notes.add(note);
        return this;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public String description() {
        return description;
    }

    public List<Column> columns() {
        return columns;
    }

    public List<List<Object>> rows() {
        return Collections.unmodifiableList(rows);
    }

    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** The cell of a row under the column with this key. */
    public Object cell(int row, String key) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).key().equals(key)) {
                return rows.get(row).get(i);
            }
        }
        throw new IllegalArgumentException("table " + id + " has no column " + key);
    }
}
