package org.mwbench.analysis.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JMeter's own report generator accepts mwbench's JTL and writes its dashboard; bad JTLs are refused with their place. */
class JmeterDashboardTest {

    @TempDir
    Path dir;

    @Test
    void dashboardOfAnMwbenchJtlHasItsPagesScriptsAndStatistics() throws Exception {
        Path jtl = fixture();
        Set<Path> homesBefore = extractedHomes();
        Path index = JmeterDashboard.generate(jtl, dir.resolve("dashboard"), "mwbench fixture run");

        assertEquals(dir.resolve("dashboard/index.html"), index);
        String html = Files.readString(index, StandardCharsets.UTF_8);
        assertTrue(html.contains("mwbench fixture run"), "the title is in index.html");
        for (String file : List.of("content/js/dashboard.js", "content/js/graph.js", "content/pages/OverTime.html",
                "content/css/dashboard.css", "statistics.json")) {
            assertTrue(Files.size(dir.resolve("dashboard").resolve(file)) > 0, file);
        }
        // The dashboard's own numbers: two labels, 30 samples each, the one failure counted.
        JsonNode statistics = new ObjectMapper().readTree(dir.resolve("dashboard/statistics.json").toFile());
        assertEquals(60, statistics.get("Total").get("sampleCount").asInt());
        assertEquals(30, statistics.get("tcp ping").get("sampleCount").asInt());
        assertEquals(0, statistics.get("tcp ping").get("errorCount").asInt());
        assertEquals(30, statistics.get("rmi ping").get("sampleCount").asInt());
        assertEquals(1, statistics.get("rmi ping").get("errorCount").asInt());
        assertEquals(1000.0, statistics.get("rmi ping").get("maxResTime").asDouble());
        String dashboardJs = Files.readString(dir.resolve("dashboard/content/js/dashboard.js"), StandardCharsets.UTF_8);
        assertTrue(dashboardJs.contains("\"timeout/Read timed out, after 1000 ms\", 1, 100.0"),
                "the failure is in the errors table as responseCode/responseMessage");
        String graphJs = Files.readString(dir.resolve("dashboard/content/js/graph.js"), StandardCharsets.UTF_8);
        assertTrue(graphJs.contains("\"granularity\": 1000"), "a 3-second run is drawn per second, not per JMeter's default minute");
        assertEquals(homesBefore, extractedHomes(), "the extracted JMeter home is deleted");
    }

    @Test
    void twoDashboardsInOneJvm() throws Exception {
        Path jtl = fixture();
        JmeterDashboard.generate(jtl, dir.resolve("first"));
        JmeterDashboard.generate(jtl, dir.resolve("second"));
        assertTrue(Files.isRegularFile(dir.resolve("second/index.html")));
    }

    @Test
    void aRowWithAMissingFieldIsRefusedWithItsLine() throws Exception {
        List<String> lines = Files.readAllLines(fixture(), StandardCharsets.UTF_8);
        lines.set(3, lines.get(3).substring(0, lines.get(3).lastIndexOf(',')));
        Path jtl = write("short-row.jtl", lines);
        JtlFormatException e = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(jtl, dir.resolve("out")));
        assertEquals(jtl + ":4: 16 fields, the header has 17", e.getMessage());
        assertEquals(4, e.line());
        assertTrue(!Files.exists(dir.resolve("out")), "nothing is written for a bad JTL");
    }

    @Test
    void aBadFieldIsRefusedWithItsLineAndColumn() throws Exception {
        List<String> lines = Files.readAllLines(fixture(), StandardCharsets.UTF_8);
        lines.set(5, lines.get(5).replaceFirst(",\\d+,", ",0.021,"));
        Path jtl = write("fraction.jtl", lines);
        JtlFormatException e = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(jtl, dir.resolve("out")));
        assertEquals(jtl + ":6, column elapsed: '0.021' is not a whole number of milliseconds", e.getMessage());
        assertEquals("elapsed", e.column());

        lines = Files.readAllLines(fixture(), StandardCharsets.UTF_8);
        lines.set(2, lines.get(2).replace(",true,", ",yes,"));
        Path success = write("success.jtl", lines);
        JtlFormatException notBoolean = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(success, dir.resolve("out")));
        assertEquals(success + ":3, column success: 'yes' is not true or false", notBoolean.getMessage());
    }

    @Test
    void aWrongHeaderIsRefusedNamingTheExpectedOne() throws Exception {
        List<String> lines = Files.readAllLines(fixture(), StandardCharsets.UTF_8);
        lines.set(0, lines.get(0).replace("label", "sampler"));
        Path jtl = write("header.jtl", lines);
        JtlFormatException e = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(jtl, dir.resolve("out")));
        assertEquals(jtl + ":1: header field 3 is 'sampler', expected 'label'; the header must be " + JtlFormat.HEADER,
                e.getMessage());
    }

    @Test
    void anUnclosedQuoteAndAnEmptyFileAreRefused() throws Exception {
        List<String> lines = Files.readAllLines(fixture(), StandardCharsets.UTF_8);
        lines.set(7, lines.get(7).replace(",OK,", ",\"OK,"));
        Path quote = write("quote.jtl", lines);
        JtlFormatException stray = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(quote, dir.resolve("out")));
        // The open quote swallows the lines up to the failure row's quoted message.
        assertEquals(quote + ":8: text after the closing quote of a field", stray.getMessage());
        int last = lines.size() - 1;
        lines.set(7, lines.get(7).replace(",\"OK,", ",OK,"));
        lines.set(last, lines.get(last).replace(",OK,", ",\"OK,"));
        Path unclosedQuote = write("unclosed.jtl", lines);
        JtlFormatException unclosed = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(unclosedQuote, dir.resolve("out")));
        assertEquals(unclosedQuote + ":" + (last + 1) + ": a quoted field is not closed before the end of the file",
                unclosed.getMessage());

        Path headerOnly = write("header-only.jtl", List.of(JtlFormat.HEADER));
        JtlFormatException empty = assertThrows(JtlFormatException.class,
                () -> JmeterDashboard.generate(headerOnly, dir.resolve("out")));
        assertEquals(headerOnly + ":1: no sample after the header; a dashboard needs at least one", empty.getMessage());
    }

    @Test
    void aMissingJtlOrAUsedFolderIsBadInput() throws Exception {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> JmeterDashboard.generate(dir.resolve("nothing.jtl"), dir.resolve("out")));
        assertTrue(missing.getMessage().contains("nothing.jtl does not exist"), missing.getMessage());

        Files.createDirectories(dir.resolve("used"));
        Files.writeString(dir.resolve("used/index.html"), "earlier");
        IllegalArgumentException used = assertThrows(IllegalArgumentException.class,
                () -> JmeterDashboard.generate(fixture(), dir.resolve("used")));
        assertTrue(used.getMessage().contains("is not empty"), used.getMessage());
        assertEquals("earlier", Files.readString(dir.resolve("used/index.html")));
    }

    @Test
    void overTimeGraphsGetAboutAHundredPoints() {
        assertEquals(1000, JmeterDashboard.granularityMs(0));
        assertEquals(1000, JmeterDashboard.granularityMs(30_000));
        assertEquals(2000, JmeterDashboard.granularityMs(150_000));
        assertEquals(36_000, JmeterDashboard.granularityMs(3_600_000));
        assertEquals(60_000, JmeterDashboard.granularityMs(86_400_000));
    }

    /**
     * This JVM's extracted homes: only its own, since other builds and runs on the machine share the
     * temporary folder (CI36 failed when another process's home appeared during this test).
     */
    private static Set<Path> extractedHomes() throws IOException {
        String ours = JmeterHome.prefixOf(ProcessHandle.current().pid());
        try (Stream<Path> entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return entries.filter(p -> p.getFileName().toString().startsWith(ours))
                    .collect(Collectors.toSet());
        }
    }

    private Path fixture() throws IOException {
        Path copy = dir.resolve("mwbench-export.jtl");
        if (!Files.exists(copy)) {
            try (InputStream in = getClass().getResourceAsStream("/mwbench-export.jtl")) {
                Files.copy(in, copy);
            }
        }
        return copy;
    }

    private Path write(String name, List<String> lines) throws IOException {
        return Files.write(dir.resolve(name), lines, StandardCharsets.UTF_8);
    }
}
