package org.mwbench.analysis.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.html.HtmlReport;
import org.mwbench.analysis.render.JsonRenderer;
import org.mwbench.analysis.render.TextRenderer;
import org.mwbench.analysis.store.Campaign;
import org.mwbench.analysis.table.Table;

/**
 * HTTP client rows in the reports: the {@code loop-campaign} fixture with its rmi row relabelled as the
 * bare HTTP floor ({@code http-floor ping}) and its tcp row's client naming its library, as the
 * injector records it ({@code client-<protocol>}): the table Client libraries names it in text,
 * JSON and HTML, and {@code --baseline http-floor} gives Table 2 against the floor.
 */
class HttpClientRowsTest {
    @TempDir
    Path dir;

    @Test
    void theClientLibraryIsNamedAndTheFloorIsABaseline() throws Exception {
        Path source = Fixtures.path("loop-campaign");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path copy = dir.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.writeString(copy, Files.readString(file, StandardCharsets.ISO_8859_1).replace("rmi ping", "http-floor ping"),
                            StandardCharsets.ISO_8859_1);
                }
            }
        }
        for (String series : List.of("series-01", "series-02")) {
            Files.writeString(dir.resolve(series).resolve("loop").resolve("client-tcp"),
                    "#name,value\nprotocol,tcp\nserver_protocol,tcp\nlibrary,\"Example HTTP, 1.2.3\"\n");
        }
        ReportModel model = ReportModel.of(List.of(Campaign.open(dir)),
                new ReportOptions(List.of("http-floor"), List.of(), 0.95));

        Table libraries = model.table("client_libraries").orElseThrow();
        assertEquals(1, libraries.rows().size());
        assertEquals(List.of("loop", "tcp", "tcp", "Example HTTP, 1.2.3"), libraries.rows().get(0));
        assertTrue(TextRenderer.render(model).contains("Example HTTP, 1.2.3"));
        assertTrue(JsonRenderer.render(model).contains("Example HTTP, 1.2.3"));
        Path html = HtmlReport.write(model, dir.resolve("report.html"));
        assertTrue(Files.readString(html).contains("Example HTTP, 1.2.3"));

        Table table2 = model.table("table2").orElseThrow();
        assertEquals("http-floor ping", table2.cell(0, "type"), "the floor first, itself");
        assertNull(table2.cell(0, "vs_http_floor"));
        assertEquals("tcp ping", table2.cell(1, "type"));
        assertEquals(0.5, ((Number) table2.cell(1, "vs_http_floor")).doubleValue(), 1e-12);
    }
}
