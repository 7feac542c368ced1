package org.mwbench.analysis.render;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/** The report as aligned plain-text tables, for a terminal: numbers right-aligned, text left. */
public final class TextRenderer {
    private TextRenderer() {
    }

    public static String render(ReportModel model) {
        return render(model.title(), model.notes(), model.tables());
    }

    public static String render(String title, List<String> notes, List<Table> tables) {
        StringBuilder out = new StringBuilder();
        out.append(title).append('\n');
        notes.forEach(note -> out.append("  ").append(note).append('\n'));
        for (Table table : tables) {
            out.append('\n');
            render(table, out);
        }
        return out.toString();
    }

    public static void render(Table table, StringBuilder out) {
        out.append(table.title()).append('\n');
        if (table.description() != null && !table.description().isEmpty()) {
            out.append(table.description()).append('\n');
        }
        List<Column> columns = table.columns();
        List<String[]> lines = new ArrayList<>();
        lines.add(columns.stream().map(Column::header).toArray(String[]::new));
        for (List<Object> row : table.rows()) {
            String[] cells = new String[columns.size()];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = columns.get(i).format(row.get(i));
            }
            lines.add(cells);
        }
        int[] widths = new int[columns.size()];
        for (String[] line : lines) {
            for (int i = 0; i < line.length; i++) {
                widths[i] = Math.max(widths[i], line[i].length());
            }
        }
        for (String[] line : lines) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < line.length; i++) {
                if (i > 0) {
                    text.append("  ");
                }
                String pad = " ".repeat(widths[i] - line[i].length());
                text.append(columns.get(i).numeric() ? pad + line[i] : line[i] + pad);
            }
            out.append(text.toString().stripTrailing()).append('\n');
        }
        table.notes().forEach(note -> out.append("  note: ").append(note).append('\n'));
    }
}
