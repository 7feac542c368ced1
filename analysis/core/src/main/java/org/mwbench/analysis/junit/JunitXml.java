package org.mwbench.analysis.junit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A JUnit XML report (the Ant/Surefire schema every CI server reads: Jenkins, GitLab, GitHub
 * Actions' reporters), one test case per checked figure, so that a CI page shows which figure
 * of which action type failed, as k6's and JMeter's users ask for.
 */
public final class JunitXml {
    /** One checked figure: passed when {@code failure} is null. */
    public record Case(String className, String name, String failure) {
    }

    private final String suite;
    private final List<Case> cases = new ArrayList<>();

    public JunitXml(String suite) {
        this.suite = suite;
    }

    public JunitXml check(String className, String name, boolean passed, String failure) {
        cases.add(new Case(className, name, passed ? null : failure));
        return this;
    }

    public List<Case> cases() {
        return List.copyOf(cases);
    }

    public long failures() {
        return cases.stream().filter(c -> c.failure() != null).count();
    }

    public String render() {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append(String.format(Locale.ROOT, "<testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"0\">%n",
                escape(suite), cases.size(), failures()));
        for (Case c : cases) {
            xml.append("  <testcase classname=\"").append(escape(c.className())).append("\" name=\"")
                    .append(escape(c.name())).append('"');
            if (c.failure() == null) {
                xml.append("/>\n");
            } else {
                xml.append(">\n    <failure message=\"").append(escape(c.failure())).append("\">")
                        .append(escape(c.failure())).append("</failure>\n  </testcase>\n");
            }
        }
        return xml.append("</testsuite>\n").toString();
    }

    public Path write(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, render(), StandardCharsets.UTF_8);
        return file.toAbsolutePath();
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
                        out.append(' '); // not allowed in XML 1.0
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
