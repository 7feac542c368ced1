package org.mwbench.console.plans;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A plan ({@code .ctp}) or scenario ({@code .xis}) as it should read, with the lines that stand
 * for every middleware written once between {@code #@each SET} and {@code #@end} (in a scenario,
 * {@code <!--@each SET-->} and {@code <!--@end-->}). Everything else is copied as it is, comments
 * included, so the generated file reads like one written by hand.
 *
 * <ul>
 *   <li>{@code {n}}: the current blade's number; each {@code blade.{n}.id=} line starts a new blade.</li>
 *   <li>In a server set ({@code servers}, {@code whitebox-servers}): {@code {server}}, its protocol;
 *       a line starting {@code #@jvm } is kept only for a server that runs in a JVM, one starting
 *       {@code #@native } only for a native server program.</li>
 *   <li>In a row set ({@code rows}, {@code server-rows}, {@code whitebox-rows}): {@code {use}},
 *       {@code {client}}, {@code {server}} (the server's protocol), {@code {label}}, and
 *       {@code {wirecounting}}: the {@code options} parameter under which the client counts its
 *       wire bytes, or nothing; {@code {connection}}: {@code connection=shared} for a client whose
 *       connection carries many users' calls ({@link
 *       org.mwbench.contract.middleware.MiddlewareClient#multiplexesCalls()}), or nothing.</li>
 *   <li>In a plan of parts ({@code #@parts K}, see {@link #parts()}), anywhere in the plan and its
 *       scenarios: {@code {part}}, {@code {parts}}, {@code {protocols}} (the part's servers, comma
 *       separated) and {@code {otherplans}} (the other parts' plan files).</li>
 * </ul>
 * A mistake (an unknown set or placeholder, an {@code @each} without its {@code @end}) is refused
 * with the file and line, never written out.
 */
final class PlanTemplate {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z]+)\\}");
    private static final Pattern DIRECTIVE = Pattern.compile("^\\s*(?:#@|<!--@)([a-z]+)\\s*(.*?)\\s*(?:-->)?\\s*$");
    private static final String JVM_ONLY = "#@jvm ";
    private static final String NATIVE_ONLY = "#@native ";
    private static final String PARTS = "parts";

    private final String source;
    private final List<String> lines;
    private final boolean xml;

    /**
     * @param source what messages call the template, such as {@code templates/latency-ping.ctp}
     */
    PlanTemplate(String source, String text) {
        this.source = source;
        this.lines = text.lines().toList();
        this.xml = source.endsWith(".xis");
    }

    /**
     * How many plans this plan template makes: K for a line {@code #@parts K} outside any block
     * (the installed servers split in order into K consecutive parts, {@code NAME-1} ..
     * {@code NAME-K}, each plan and its scenarios over its part alone), else 1.
     */
    int parts() {
        int parts = 1;
        int seen = -1;
        for (int i = 0; i < lines.size(); i++) {
            Matcher directive = DIRECTIVE.matcher(lines.get(i));
            if (isLineCondition(lines.get(i)) || !directive.matches() || !directive.group(1).equals(PARTS)) {
                continue;
            }
            if (xml) {
                throw error(i, "@parts in a scenario template; a plan template's @parts splits its scenarios too");
            }
            if (seen >= 0) {
                throw error(i, "a second @parts; the first is on line " + (seen + 1));
            }
            seen = i;
            String count = directive.group(2);
            parts = count.matches("[0-9]{1,3}") ? Integer.parseInt(count) : 0;
            if (parts < 2) {
                throw error(i, "@parts takes a whole number of parts from 2, not '" + count + "'");
            }
        }
        return parts;
    }

    /** The file for this catalog, with {@code note} (a comment) after its first line. */
    String render(MiddlewareCatalog catalog, String note) {
        return render(catalog, note, Map.of());
    }

    /**
     * The file for this catalog, with {@code note} after its first line and {@code everywhere}'s
     * placeholders (a part's, such as {@code part}) filled in on every line.
     */
    String render(MiddlewareCatalog catalog, String note, Map<String, String> everywhere) {
        Map<String, String> global = new LinkedHashMap<>();
        everywhere.forEach((name, value) -> global.put(name, text(value)));
        parts();
        List<String> out = new ArrayList<>();
        int[] blade = {-1};
        for (int i = 0; i < lines.size(); i++) {
            Matcher directive = DIRECTIVE.matcher(lines.get(i));
            if (!isLineCondition(lines.get(i)) && directive.matches()) {
                String verb = directive.group(1);
                if (verb.equals(PARTS)) {
                    continue;
                }
                if (!verb.equals("each")) {
                    throw error(i, "@" + verb + " outside an @each block" + (verb.equals("end") ? ""
                            : "; directives: @each SET, @end" + (xml ? "" : ", @parts K")));
                }
                int end = endOf(i);
                expand(directive.group(2), i, end, catalog, blade, global, out);
                i = end;
            } else {
                out.add(line(i, global, null, blade));
            }
        }
        if (!out.isEmpty()) {
            out.add(1, note);
        }
        return String.join("\n", out) + "\n";
    }

    private int endOf(int each) {
        for (int i = each + 1; i < lines.size(); i++) {
            Matcher directive = DIRECTIVE.matcher(lines.get(i));
            if (!isLineCondition(lines.get(i)) && directive.matches()) {
                if (directive.group(1).equals("end")) {
                    return i;
                }
                throw error(i, "@" + directive.group(1) + " inside the @each block of line " + (each + 1)
                        + (directive.group(1).equals("each") ? "; blocks do not nest" : ""));
            }
        }
        throw error(each, "@each without its @end");
    }

    private void expand(String set, int each, int end, MiddlewareCatalog catalog, int[] blade, Map<String, String> global,
                        List<String> out) {
        List<String> body = lines.subList(each + 1, end);
        if (MiddlewareCatalog.SERVER_SETS.containsKey(set)) {
            for (MiddlewareCatalog.Server server : catalog.servers(set)) {
                Map<String, String> values = new LinkedHashMap<>(global);
                values.put("server", text(server.protocol()));
                for (int i = 0; i < body.size(); i++) {
                    String text = line(each + 1 + i, values, server, blade);
                    if (text != null) {
                        out.add(text);
                    }
                }
            }
        } else if (MiddlewareCatalog.ROW_SETS.containsKey(set)) {
            for (MiddlewareCatalog.Row row : catalog.rows(set)) {
                Map<String, String> values = new LinkedHashMap<>(global);
                values.put("use", text(row.use()));
                values.put("client", text(row.client()));
                values.put("server", text(row.server()));
                values.put("label", text(row.label()));
                values.put("wirecounting", row.wireCounting().isEmpty() ? ""
                        : "<param name=\"options\" value=\"" + text(row.wireCounting()) + "\"/>");
                values.put("connection", row.multiplexes() ? "<param name=\"connection\" value=\"shared\"/>" : "");
                for (int i = 0; i < body.size(); i++) {
                    out.add(line(each + 1 + i, values, null, blade));
                }
            }
        } else {
            throw error(each, "no set '" + set + "'; server sets: " + new java.util.TreeSet<>(MiddlewareCatalog.SERVER_SETS.keySet())
                    + ", row sets: " + new java.util.TreeSet<>(MiddlewareCatalog.ROW_SETS.keySet()));
        }
    }

    /** Line {@code index} filled in, or null when a condition leaves it out for this server. */
    private String line(int index, Map<String, String> values, MiddlewareCatalog.Server server, int[] blade) {
        String text = lines.get(index);
        for (String prefix : List.of(JVM_ONLY, NATIVE_ONLY)) {
            if (text.startsWith(prefix)) {
                if (server == null) {
                    throw error(index, prefix.strip() + " outside a server set's @each block");
                }
                if (server.nativeProcess() != prefix.equals(NATIVE_ONLY)) {
                    return null;
                }
                text = text.substring(prefix.length());
            }
        }
        if (text.contains("blade.{n}.id=")) {
            blade[0]++;
        }
        StringBuilder filled = new StringBuilder();
        Matcher placeholder = PLACEHOLDER.matcher(text);
        while (placeholder.find()) {
            String name = placeholder.group(1);
            String value;
            if (name.equals("n")) {
                if (blade[0] < 0) {
                    throw error(index, "{n} before the first blade.{n}.id= line");
                }
                value = Integer.toString(blade[0]);
            } else if (values.containsKey(name)) {
                value = values.get(name);
            } else {
                throw error(index, "no placeholder {" + name + "} here; known: {n}"
                        + (values.isEmpty() ? "" : ", {" + String.join("}, {", values.keySet()) + "}"));
            }
            placeholder.appendReplacement(filled, Matcher.quoteReplacement(value));
        }
        placeholder.appendTail(filled);
        return filled.toString();
    }

    private static boolean isLineCondition(String text) {
        return text.startsWith(JVM_ONLY) || text.startsWith(NATIVE_ONLY);
    }

    /** A value as this file writes it: escaped in a scenario's XML. */
    private String text(String value) {
        return xml ? value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;") : value;
    }

    private PlanTemplateException error(int index, String message) {
        return new PlanTemplateException(source + ":" + (index + 1) + ": " + message);
    }
}
