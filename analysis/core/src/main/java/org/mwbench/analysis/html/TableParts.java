package org.mwbench.analysis.html;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * Splits a table too wide for a 1280-pixel screen into parts shown one under the other, each
 * repeating the columns that name a row (run, blade, action type: the leading text columns), so
 * that no column hides behind a scrollbar. Widths are estimated from the text, at the report's
 * font size, with a margin: a browser lays numbers out on one line and wraps text at spaces.
 */
final class TableParts {
    /** What a table may take: 1280 px less the page's padding, the scrollbar and a margin for fonts. */
    static final int BUDGET_PX = 1080;
    /** A character of the tables' 0.85rem text (13.6 px); DejaVu Sans' digits are 8.7 px, a margin included. */
    private static final double CHAR_PX = 8.7;
    /** A cell's padding (0.5rem each side) and border. */
    private static final int CELL_PX = 17;
    /** The narrowest a header gets (min-width: 3.5em). */
    private static final int MIN_HEADER_PX = 48;
    /** Text cells longer than this wrap (class "wrap", min-width: 16em). */
    static final int WRAP_CHARS = 40;
    private static final int WRAP_MIN_PX = 218;
    /** At most this many leading text columns repeat in every part. */
    private static final int MAX_KEYS = 3;

    private TableParts() {
    }

    /** The column indexes of each part, in order; one part holding every column when the table fits. */
    static List<List<Integer>> of(Table table) {
        List<Column> columns = table.columns();
        int[] widths = new int[columns.size()];
        int total = 0;
        for (int i = 0; i < columns.size(); i++) {
            widths[i] = width(table, i);
            total += widths[i];
        }
        List<Integer> keys = new ArrayList<>();
        while (keys.size() < Math.min(MAX_KEYS, columns.size() - 1) && !columns.get(keys.size()).numeric()) {
            keys.add(keys.size());
        }
        if (total <= BUDGET_PX || keys.isEmpty()) {
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                all.add(i);
            }
            return List.of(all);
        }
        int keysWidth = keys.stream().mapToInt(i -> widths[i]).sum();
        List<List<Integer>> parts = new ArrayList<>();
        List<Integer> part = new ArrayList<>(keys);
        int width = keysWidth;
        for (int i = keys.size(); i < columns.size(); i++) {
            if (part.size() > keys.size() && width + widths[i] > BUDGET_PX) {
                parts.add(part);
                part = new ArrayList<>(keys);
                width = keysWidth;
            }
            part.add(i);
            width += widths[i];
        }
        parts.add(part);
        return parts;
    }

    /** The least width the column's header and cells need, in px. */
    private static int width(Table table, int column) {
        Column c = table.columns().get(column);
        int header = 0;
        for (String word : c.header().split("\\s+")) {
            header = Math.max(header, word.length());
        }
        int px = Math.max(MIN_HEADER_PX, (int) Math.ceil(header * CHAR_PX));
        for (List<Object> row : table.rows()) {
            String text = c.format(row.get(column));
            int cell = !c.numeric() && text.length() > WRAP_CHARS ? WRAP_MIN_PX : (int) Math.ceil(text.length() * CHAR_PX);
            px = Math.max(px, cell);
        }
        return px + CELL_PX;
    }
}
