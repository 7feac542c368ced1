package org.mwbench.analysis.render;

import java.util.List;
import java.util.stream.Collectors;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * The report as CSV (RFC 4180): every table in turn, each a {@code # id: title} line, a
 * header of the columns' keys (with units: {@code mean_us}) and its rows, with a blank
 * line between tables. Numbers keep full precision; "n/a" marks one that could not be
 * computed.
 */
public final class CsvRenderer {
    private CsvRenderer() {
    }

    public static String render(ReportModel model) {
        return render(model.tables());
    }

    public static String render(List<Table> tables) {
        StringBuilder out = new StringBuilder();
        for (Table table : tables) {
            if (out.length() > 0) {
                out.append("\r\n");
            }
            out.append("# ").append(table.id()).append(": ").append(table.title()).append("\r\n");
            out.append(table.columns().stream().map(column -> field(column.key())).collect(Collectors.joining(",")))
                    .append("\r\n");
            for (List<Object> row : table.rows()) {
                StringBuilder line = new StringBuilder();
                for (int i = 0; i < row.size(); i++) {
                    if (i > 0) {
                        line.append(',');
                    }
                    line.append(field(cell(table.columns().get(i), row.get(i))));
                }
                out.append(line).append("\r\n");
            }
        }
        return out.toString();
    }

    static String cell(Column column, Object cell) {
        if (cell == null) {
            return "";
        }
        if (cell instanceof Number number) {
            double value = number.doubleValue();
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                return "n/a";
            }
            return column.kind() == Column.Kind.COUNT ? Long.toString(Math.round(value)) : Double.toString(value);
        }
        return cell.toString();
    }

    /** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
    public static String field(String text) {
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        return '"' + text.replace("\"", "\"\"") + '"';
    }
}
