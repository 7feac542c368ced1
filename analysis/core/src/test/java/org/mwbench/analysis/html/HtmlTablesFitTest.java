package org.mwbench.analysis.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.analysis.PlateauRuns;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.report.ReportOptions;
import org.mwbench.analysis.store.Campaign;

/**
 * Attacks tables cut off behind a scrollbar: a real headless Chromium opens generated reports at
 * 1280x800, and no table may be wider than the box that holds it (its scrollWidth above its
 * container's clientWidth hides columns). The reports are the widest the fixtures give: the latency
 * table of an open model with two runs (a run column), step means, the server configuration.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class HtmlTablesFitTest {
    private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome");
    /** Prints, per table, "id scrollWidth/clientWidth" once the page is laid out. */
    private static final String MEASURE = "<script>document.body.setAttribute('data-tables', [...document.querySelectorAll("
            + "'table')].map(t => (t.closest('section') || document.body).id + ' ' + t.scrollWidth + '/' "
            + "+ t.parentElement.clientWidth + '/' + document.documentElement.clientWidth).join(';'));</script></body>";

    @TempDir
    Path dir;

    @Test
    void noTableOfALoopCampaignIsWiderThanThePage() throws Exception {
        assertEveryTableFits(HtmlReport.write(Fixtures.copy("loop-campaign", dir.resolve("loop"))));
    }

    @Test
    void noTableOfAScalabilityRunIsWiderThanThePage() throws Exception {
        assertEveryTableFits(HtmlReport.write(PlateauRuns.write(dir, "scalability-run-with-a-long-name", "agent-a", 1)));
    }

    @Test
    void noTableOfTwoRunsSideBySideIsWiderThanThePage() throws Exception {
        Path first = Fixtures.copy("scenario-run", dir.resolve("a"));
        Path second = Fixtures.copy("placement-run", dir.resolve("b"));
        ReportModel model = ReportModel.of(List.of(Campaign.open(first), Campaign.open(second)), ReportOptions.defaults());
        assertEveryTableFits(HtmlReport.write(model, dir.resolve("two.html")));
    }

    private void assertEveryTableFits(Path report) throws Exception {
        Path measured = report.resolveSibling("measured-" + report.getFileName());
        Files.writeString(measured, Files.readString(report).replace("</body>", MEASURE));
        String dom = dom(measured);
        Matcher layout = Pattern.compile("data-tables=\"([^\"]*)\"").matcher(dom);
        assertTrue(layout.find(), "the measuring script ran");
        List<String> cut = new ArrayList<>();
        int tables = 0;
        for (String table : layout.group(1).split(";")) {
            String[] parts = table.split(" ");
            String[] widths = parts[parts.length - 1].split("/");
            tables++;
            if (Integer.parseInt(widths[0]) > Integer.parseInt(widths[1])) {
                cut.add(table);
            }
        }
        assertTrue(tables > 3, layout.group(1));
        assertEquals(List.of(), cut, "tables wider than their box at 1280 px (id scrollWidth/clientWidth/page)");
    }

    private String dom(Path page) throws IOException, InterruptedException {
        Path browser = BROWSERS.stream().map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
        assertTrue(browser != null, "no Chromium: deploy/setup-machine.sh installs it");
        Path out = dir.resolve(page.getFileName() + ".dom");
        Path log = dir.resolve(page.getFileName() + ".log");
        Process process = new ProcessBuilder(browser.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-extensions", "--user-data-dir=" + dir.resolve("profile"),
                "--window-size=1280,800", "--virtual-time-budget=3000", "--dump-dom", page.toUri().toString())
                .redirectOutput(out.toFile()).redirectError(log.toFile()).start();
        try {
            assertTrue(process.waitFor(90, TimeUnit.SECONDS), "Chromium did not finish in 90 s");
        } finally {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
