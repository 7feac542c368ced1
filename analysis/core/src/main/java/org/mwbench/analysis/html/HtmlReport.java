package org.mwbench.analysis.html;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;
import org.mwbench.platform.storage.Coverage;

/**
 * The self-contained HTML report: one file, {@code report.html}, with its CSS inline, every
 * plot inline as SVG (text drawn as outlines, so no font is fetched) and no script and no
 * URL of any kind, so it opens anywhere, offline. PNG and SVG copies of each plot go to
 * {@code plots/} beside it. A browser test finds the plots by
 * {@code <meta name="mwbench-plots">} and {@code class="plot"}.
 */
public final class HtmlReport {
    public static final String FILE = "report.html";
    public static final String PLOTS = "plots";

    static {
        // Plots are drawn off screen: never open a window or a dock icon, even where a display exists.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private HtmlReport() {
    }

    /** Writes {@code report.html} (and {@code plots/}) into a run or campaign folder; returns the file. */
    public static Path write(Path runOrCampaignDir) throws IOException {
        return write(ReportModel.of(runOrCampaignDir), runOrCampaignDir.resolve(FILE));
    }

    /** Writes the report to the file, its plots' copies to {@code plots/} beside it; returns the file. */
    public static Path write(ReportModel model, Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path plotFolder = absolute.resolveSibling(PLOTS);
        List<Plot> plots = PlotSet.of(model);
        Map<String, List<String>> figures = new LinkedHashMap<>();
        for (int i = 0; i < plots.size(); i++) {
            Plot plot = plots.get(i);
            plot.chart().writePng(plotFolder.resolve(plot.fileName() + ".png"));
            plot.chart().writeSvg(plotFolder.resolve(plot.fileName() + ".svg"));
            figures.computeIfAbsent(plot.afterTable(), id -> new ArrayList<>()).add(figure(plot, "p" + (i + 1) + "-"));
        }
        List<String> comparisons = comparisons(model, plotFolder);
        String html = page(model, figures, comparisons, plots.size() + comparisons.size());
        Files.createDirectories(absolute.getParent());
        Path temporary = absolute.resolveSibling(absolute.getFileName() + ".tmp");
        Files.writeString(temporary, html, StandardCharsets.UTF_8);
        Files.move(temporary, absolute, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE); // a browser never sees half a report
        return absolute;
    }

    /**
     * The comparison chart of each loop run, first in the report; its SVG also goes to
     * {@code plots/}.
     */
    private static List<String> comparisons(ReportModel model, Path plotFolder) throws IOException {
        List<String> figures = new ArrayList<>();
        boolean several = model.runs().size() > 1;
        for (var run : model.runs()) {
            List<ComparisonFigure.Row> rows = ComparisonFigure.rows(run.analysis());
            if (rows.isEmpty()) {
                continue;
            }
            String name = (several ? "run" + run.number() + "-" : "") + "comparison";
            String title = "Middleware compared by median latency" + (several ? " (" + run.label() + ")" : "");
            String svg = ComparisonFigure.svg(rows, title);
            Files.createDirectories(plotFolder);
            Files.writeString(plotFolder.resolve(name + ".svg"),
                    svg.replaceFirst("<svg ", "<svg xmlns=\"http://www.w3.org/2000/svg\" "), StandardCharsets.UTF_8);
            figures.add("<figure class=\"plot\" id=\"plot-" + name + "\">\n" + svg + "\n<figcaption>"
                    + Html.escape(title) + ": per middleware, the median (dot) with its 95% confidence interval (bar) and "
                    + "the spread from p1 to p99 (line), warm-up left out, ordered by median, on a log scale "
                    + "<span class=\"files\">(" + PLOTS + "/" + name + ".svg)</span></figcaption>\n</figure>\n");
        }
        return figures;
    }

    private static String figure(Plot plot, String idPrefix) {
        return "<figure class=\"plot\" id=\"plot-" + Html.escape(plot.fileName()) + "\">\n"
                + inline(plot.chart().svg(idPrefix)) + "\n<figcaption>" + Html.escape(plot.chart().title())
                + " <span class=\"files\">(" + PLOTS + "/" + Html.escape(plot.fileName()) + ".png, .svg)</span>"
                + "</figcaption>\n</figure>\n";
    }

    /**
     * The SVG without its namespace declarations: inside HTML the parser puts {@code <svg>}
     * in the SVG namespace by itself, and the page then holds no URL at all. The files under
     * {@code plots/} keep them, as standalone SVG needs.
     */
    static String inline(String svg) {
        return svg.replace(" xmlns=\"http://www.w3.org/2000/svg\"", "")
                .replace(" xmlns:xlink=\"http://www.w3.org/1999/xlink\"", "");
    }

    private static String page(ReportModel model, Map<String, List<String>> figures, List<String> comparisons,
                               int plotCount) {
        StringBuilder out = new StringBuilder(1 << 20);
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<meta name=\"generator\" content=\"mwbench\">\n")
                .append("<meta name=\"mwbench-plots\" content=\"").append(plotCount).append("\">\n")
                .append("<title>").append(Html.escape(model.title())).append("</title>\n")
                .append("<style>\n").append(Stylesheet.CSS).append("</style>\n</head>\n<body>\n<header>\n")
                .append("<h1>").append(Html.escape(model.title())).append("</h1>\n<ul class=\"notes\">\n");
        for (String note : model.notes()) {
            out.append(note.startsWith("INCOMPLETE") || note.startsWith("WARNING") ? "<li class=\"warning\">" : "<li>")
                    .append(Html.escape(note)).append("</li>\n");
        }
        out.append("<li>Written ").append(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(
                ZonedDateTime.now(ZoneOffset.UTC).withNano(0))).append(" UTC by mwbench.</li>\n</ul>\n");
        out.append("<nav><h2>Contents</h2>\n<ol>\n");
        if (!comparisons.isEmpty()) {
            out.append("<li><a href=\"#comparison\">Middleware compared</a></li>\n");
        }
        for (Table table : model.tables()) {
            out.append("<li><a href=\"#").append(anchor(table)).append("\">").append(Html.escape(table.title()))
                    .append("</a></li>\n");
        }
        out.append("</ol>\n</nav>\n</header>\n<main>\n");
        if (!comparisons.isEmpty()) {
            out.append("<section id=\"comparison\">\n<h2>Middleware compared</h2>\n");
            comparisons.forEach(out::append);
            out.append("</section>\n");
        }
        for (Table table : model.tables()) {
            table(out, table);
            for (String figure : figures.getOrDefault(table.id(), List.of())) {
                out.append(figure);
            }
            out.append("</section>\n");
        }
        List<String> orphans = new ArrayList<>();
        figures.forEach((id, list) -> {
            if (model.table(id).isEmpty()) {
                orphans.addAll(list);
            }
        });
        if (!orphans.isEmpty()) {
            out.append("<section id=\"plots\">\n<h2>Plots</h2>\n");
            orphans.forEach(out::append);
            out.append("</section>\n");
        }
        out.append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    /** The columns given of every row; {@code caption} says which part of a split table it is, null when whole. */
    private static void tablePart(StringBuilder out, Table table, List<Integer> columns, String caption) {
        out.append("<div class=\"table-wrap\"><table>\n");
        if (caption != null) {
            out.append("<caption>").append(Html.escape(caption)).append("</caption>\n");
        }
        out.append("<thead><tr>");
        for (int i : columns) {
            Column column = table.columns().get(i);
            out.append("<th").append(column.numeric() ? " class=\"num\"" : "").append(">")
                    .append(Html.escape(column.header())).append("</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (List<Object> row : table.rows()) {
            out.append("<tr>");
            for (int i : columns) {
                Column column = table.columns().get(i);
                String text = column.format(row.get(i));
                String css = column.numeric() ? "num" : text.length() > TableParts.WRAP_CHARS ? "wrap" : "";
                if ("n/a".equals(text)) {
                    css = (css + " na").trim();
                }
                if ("REGRESSION".equals(text) || Coverage.Status.CUT_SHORT.label().equals(text)
                        || Coverage.Status.NOT_MEASURED.label().equals(text)) {
                    css = (css + " bad").trim();
                }
                out.append("<td").append(css.isEmpty() ? "" : " class=\"" + css + "\"").append(">")
                        .append(Html.escape(text)).append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table></div>\n");
    }

    private static String anchor(Table table) {
        return "table-" + table.id().replaceAll("[^A-Za-z0-9_-]", "-");
    }

    /** The table's section, left open so its plots follow it. */
    private static void table(StringBuilder out, Table table) {
        out.append("<section id=\"").append(anchor(table)).append("\">\n<h2>").append(Html.escape(table.title()))
                .append("</h2>\n");
        if (table.description() != null && !table.description().isEmpty()) {
            out.append("<p>").append(Html.escape(table.description())).append("</p>\n");
        }
        List<List<Integer>> parts = TableParts.of(table);
        for (int part = 0; part < parts.size(); part++) {
            tablePart(out, table, parts.get(part), parts.size() == 1 ? null : "part " + (part + 1) + " of "
                    + parts.size() + (part == 0 ? "" : ", continued: the first columns repeat"));
        }
        if (table.rows().isEmpty()) {
            out.append("<p class=\"empty\">No rows.</p>\n");
        }
        if (!table.notes().isEmpty()) {
            out.append("<ul class=\"notes\">\n");
            for (String note : table.notes()) {
                out.append("<li>").append(Html.escape(note)).append("</li>\n");
            }
            out.append("</ul>\n");
        }
    }
}
