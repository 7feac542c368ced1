package org.mwbench.console.web.plans;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.platform.plan.BladeRole;

/**
 * Turns a {@code .ctp} file into table rows and back. Reading is lenient: a plan with
 * errors still opens, so that its errors can be shown on its rows; checking is
 * {@link PlanCheck}'s job, on the text this class writes. Row i is written as
 * {@code blade.i.*}, so that an error about key {@code blade.i.x} belongs to row i.
 */
public final class PlanTableFormat {
    static final String FIRST_LINE = "#CLIF test plan";
    private static final Pattern BLADE_KEY = Pattern.compile("blade\\.([0-9]+)\\.([A-Za-z_]+)");

    private PlanTableFormat() {
    }

    public static PlanDocument read(String text) throws ApiException {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw ApiException.badRequest("not a properties file: " + e.getMessage());
        }
        Map<BigInteger, Map<String, String>> groups = new TreeMap<>();
        List<String> dropped = new ArrayList<>();
        for (String key : properties.stringPropertyNames()) {
            Matcher matcher = BLADE_KEY.matcher(key);
            if (!matcher.matches() || !isColumn(matcher.group(2))) {
                dropped.add(key);
                continue;
            }
            groups.computeIfAbsent(new BigInteger(matcher.group(1)), n -> new HashMap<>())
                    .put(matcher.group(2), properties.getProperty(key).strip());
        }
        List<PlanRow> rows = new ArrayList<>();
        for (Map.Entry<BigInteger, Map<String, String>> entry : groups.entrySet()) {
            Map<String, String> group = entry.getValue();
            String kind = "";
            String className = "";
            for (BladeRole role : BladeRole.values()) {
                String value = group.get(role.planKey());
                if (value != null && kind.isEmpty()) {
                    kind = role.planKey();
                    className = value;
                } else if (value != null) {
                    dropped.add("blade." + entry.getKey() + "." + role.planKey() + " (a blade has one kind; " + kind
                            + " was kept)");
                }
            }
            rows.add(new PlanRow(group.get("server"), group.get("id"), kind, className, group.get("argument"),
                    group.get("comment"), group.get("jvm")));
        }
        dropped.sort(null);
        return new PlanDocument(header(text), rows, dropped);
    }

    private static boolean isColumn(String property) {
        return switch (property) {
            case "id", "server", "argument", "comment", "jvm" -> true;
            default -> BladeRole.fromPlanKey(property).isPresent();
        };
    }

    /** The comment and blank lines before the first key. */
    private static List<String> header(String text) {
        List<String> header = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n", -1)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#") && !trimmed.startsWith("!")) {
                break;
            }
            header.add(line);
        }
        while (!header.isEmpty() && header.get(header.size() - 1).isBlank()) {
            header.remove(header.size() - 1);
        }
        return header;
    }

    public static String write(PlanDocument document) {
        StringBuilder text = new StringBuilder();
        List<String> header = document.header();
        if (header.isEmpty() || !header.get(0).strip().startsWith("#")) {
            text.append(FIRST_LINE).append('\n');
        }
        for (String line : header) {
            text.append(line.startsWith("#") || line.startsWith("!") || line.isBlank() ? line : "# " + line).append('\n');
        }
        List<PlanRow> rows = document.rows();
        for (int i = 0; i < rows.size(); i++) {
            PlanRow row = rows.get(i);
            String prefix = "blade." + i + ".";
            text.append('\n');
            line(text, prefix + "id", row.id(), true);
            line(text, prefix + "server", row.server(), true);
            String kind = BladeRole.fromPlanKey(row.kind().strip()).map(BladeRole::planKey).orElse("injector");
            line(text, prefix + kind, row.className(), true);
            line(text, prefix + "argument", row.argument(), false);
            line(text, prefix + "comment", row.comment(), false);
            line(text, prefix + "jvm", row.jvm(), false);
        }
        return text.toString();
    }

    /** A key always written (so that the parser names it when empty), or only when it has a value. */
    private static void line(StringBuilder text, String key, String value, boolean always) {
        String stripped = value.strip();
        if (stripped.isEmpty() && !always) {
            return;
        }
        text.append(key).append('=').append(escape(stripped)).append('\n');
    }

    /**
     * Escapes what a properties file would read otherwise; '=' and ':' stay as they are,
     * since only the first separator of a line counts, so arguments stay readable.
     */
    static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\f' -> out.append("\\f");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
