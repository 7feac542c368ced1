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
    /**
     * One checked figure: passed when {@code failure} and {@code skipped} are null; skipped
     * (with the reason) when nothing could be checked and the user accepted it.
     */
    public record Case(String className, String name, String failure, String skipped) {
        public Case(String className, String name, String failure) {
            this(className, name, failure, null);
        }
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

    /** A case that was not checked, for a reason the user accepted: CI shows it as skipped, not passed. */
    public JunitXml skip(String className, String name, String reason) {
        cases.add(new Case(className, name, null, reason));
        return this;
    }

    public List<Case> cases() {
        return List.copyOf(cases);
    }

    public long failures() {
        return cases.stream().filter(c -> c.failure() != null).count();
    }

    public long skipped() {
        return cases.stream().filter(c -> c.skipped() != null).count();
    }

    public String render() {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xml.append(String.format(Locale.ROOT, "<testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\">%n",
                escape(suite), cases.size(), failures(), skipped()));
        for (Case c : cases) {
            xml.append("  <testcase classname=\"").append(escape(c.className())).append("\" name=\"")
                    .append(escape(c.name())).append('"');
            if (c.skipped() != null) {
                xml.append(">\n    <skipped message=\"").append(escape(c.skipped())).append("\"/>\n  </testcase>\n");
            } else if (c.failure() == null) {
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
