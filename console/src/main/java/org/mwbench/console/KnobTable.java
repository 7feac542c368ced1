package org.mwbench.console;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;

/**
 * {@code mwbench server --knobs}: every installed server's {@link ServerKnob knobs} as the server
 * declares them ({@link MiddlewareServer#knobs()}), one row per protocol: each knob's default
 * ({@code unbounded} when nothing limits it) and what it sets in the middleware, or
 * {@code not available} and why. Made from the servers themselves, so that a middleware added as
 * a plugin folder has its row with no other edit.
 *
 * <p>Two renderings. Text, the default, is for a terminal: a cell runs to about 150 characters, so
 * four of them side by side cannot fit 80 columns; each row is a block, its protocol on a line of
 * its own and one wrapped line group per knob, a blank line between two blocks. Markdown is the same rows as a table, one line per
 * protocol, for a README, an issue or a report, where the renderer wraps the cells.
 */
final class KnobTable {
    /** A terminal's usual width; the text wraps within it. */
    static final int WIDTH = 80;
    private static final String INDENT = "  ";
    private static final int LABEL_WIDTH = ServerKnob.MAX_CONNECTIONS.option().length() + 2;

    /** The renderings {@code --format} names. */
    enum Format { text, markdown }

    /** One knob of one server: its default or {@code not available}, and what it sets or why it is not there. */
    record Cell(String value, String text) {
        static Cell of(ServerOptions declared, ServerKnob knob) {
            String value = declared.configuration().get(knob.option());
            String why = declared.unavailableReason(knob);
            return new Cell(value, why != null ? why : declared.sets(knob));
        }

        @Override
        public String toString() {
            return value + ": " + text;
        }
    }

    /** One installed server's protocol and its four cells, in {@link ServerKnob}'s order. */
    record Row(String protocol, List<Cell> cells) {
    }

    private KnobTable() {
    }

    /**
     * One row per server, in the order given.
     *
     * @throws IllegalStateException naming the protocol, when a server cannot answer its declaration
     */
    static List<Row> rows(List<MiddlewareServer> servers) {
        List<Row> rows = new ArrayList<>();
        for (MiddlewareServer server : servers) {
            ServerOptions declared;
            try {
                declared = server.knobs();
            } catch (RuntimeException | LinkageError e) {
                // A plugin built against an older contract has no knobs() (AbstractMethodError).
                throw new IllegalStateException("the " + server.protocol() + " server does not declare its knobs: " + e, e);
            }
            List<Cell> cells = new ArrayList<>();
            for (ServerKnob knob : ServerKnob.values()) {
                cells.add(Cell.of(declared, knob));
            }
            rows.add(new Row(server.protocol(), List.copyOf(cells)));
        }
        return List.copyOf(rows);
    }

    static String render(List<Row> rows, Format format) {
        return format == Format.markdown ? markdown(rows) : text(rows);
    }

    /** A block per protocol, a blank line between two: its name, then each knob's cell after the knob's name, wrapped. */
    static String text(List<Row> rows) {
        StringBuilder text = new StringBuilder();
        String hanging = " ".repeat(INDENT.length() + LABEL_WIDTH);
        for (Row row : rows) {
            text.append(text.length() > 0 ? "\n" : "").append(row.protocol()).append('\n');
            for (int i = 0; i < ServerKnob.values().length; i++) {
                String label = INDENT + String.format("%-" + LABEL_WIDTH + "s", ServerKnob.values()[i].option());
                List<String> lines = wrap(row.cells().get(i).toString(), WIDTH - hanging.length());
                text.append(label).append(lines.get(0)).append('\n');
                lines.subList(1, lines.size()).forEach(line -> text.append(hanging).append(line).append('\n'));
            }
        }
        return text.toString();
    }

    /** A Markdown table: one line per protocol, the default in code type. */
    static String markdown(List<Row> rows) {
        StringBuilder table = new StringBuilder("| protocol |");
        StringBuilder rule = new StringBuilder("|---|");
        for (ServerKnob knob : ServerKnob.values()) {
            table.append(" `").append(knob.option()).append("` |");
            rule.append("---|");
        }
        table.append('\n').append(rule).append('\n');
        for (Row row : rows) {
            table.append("| `").append(row.protocol()).append("` |");
            for (Cell cell : row.cells()) {
                String value = cell.value().equals(ServerOptions.NOT_AVAILABLE) ? cell.value() : "`" + cell.value() + "`";
                table.append(' ').append(value).append(": ").append(cell.text().replace("|", "\\|")).append(" |");
            }
            table.append('\n');
        }
        return table.toString();
    }

    /** {@code text} in lines of at most {@code width} characters, broken at spaces; a longer word has a line of its own. */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" +")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
