package org.mwbench.analysis.charts;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the SVG document VectorGraphics2D writes into an element that can sit inline in an
 * HTML page next to others: the prolog and DOCTYPE go, ids get a per-chart prefix (two charts
 * would otherwise share clip-path ids), coordinates are cut to two decimals (the glyph
 * outlines of the text make most of the size), and a title and description are added.
 */
final class SvgInliner {

    private static final Pattern PREFIX = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    private static final Pattern ID = Pattern.compile("\\bid=\"([^\"]+)\"");
    private static final Pattern REFERENCE = Pattern.compile("(url\\(#|href=\"#)([^)\"]+)");
    private static final Pattern LONG_DECIMAL = Pattern.compile("(\\d\\.\\d\\d)\\d+");
    private static final Pattern SVG_START = Pattern.compile("<svg\\b[^>]*>");

    private SvgInliner() {
    }

    static String inline(String document, String idPrefix, String title, List<String> seriesNames) {
        if (idPrefix == null || !PREFIX.matcher(idPrefix).matches()) {
            throw new IllegalArgumentException("SVG id prefix '" + idPrefix
                    + "' must start with a letter and hold only letters, digits, '-' and '_'");
        }
        int start = document.indexOf("<svg");
        if (start < 0) {
            throw new IllegalStateException("the SVG encoder wrote no <svg> element");
        }
        String svg = document.substring(start).strip();
        svg = LONG_DECIMAL.matcher(svg).replaceAll("$1");
        svg = ID.matcher(svg).replaceAll(m -> Matcher.quoteReplacement("id=\"" + idPrefix + "-" + m.group(1) + "\""));
        svg = REFERENCE.matcher(svg).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + idPrefix + "-" + m.group(2)));

        Matcher open = SVG_START.matcher(svg);
        if (!open.find()) {
            throw new IllegalStateException("the SVG encoder wrote an unterminated <svg> tag");
        }
        String openTag = open.group();
        String labelled = openTag.substring(0, openTag.length() - 1)
                + " role=\"img\" aria-labelledby=\"" + idPrefix + "-title " + idPrefix + "-desc\">";
        String accessible = "\n  <title id=\"" + idPrefix + "-title\">" + escape(title) + "</title>"
                + "\n  <desc id=\"" + idPrefix + "-desc\">" + escape(describe(seriesNames)) + "</desc>";
        return labelled + accessible + svg.substring(open.end());
    }

    private static String describe(List<String> seriesNames) {
        return seriesNames.isEmpty() ? "no data" : "series: " + String.join("; ", seriesNames);
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> {
                    // XML 1.0 forbids most control characters even escaped: drop them.
                    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
