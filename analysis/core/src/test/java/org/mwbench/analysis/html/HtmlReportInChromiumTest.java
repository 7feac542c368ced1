package org.mwbench.analysis.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;

/**
 * The HTML report in a real headless Chromium (Debian's {@code chromium} package): the
 * page loads with no console message, and after layout its DOM holds every plot the
 * report declares, each an SVG. A page with a console error is caught the same way, so
 * the check is known to see errors. It fails where Chromium is missing: deploy/setup-machine.sh installs it.
 */
class HtmlReportInChromiumTest {
    private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome");

    @TempDir
    Path dir;

    /** What Chromium printed and the DOM it ended with. */
    record Loaded(String dom, List<String> consoleMessages) {
    }

    private static Path browser() {
        return BROWSERS.stream().map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
    }

    private Loaded load(Path page, String... options) throws IOException, InterruptedException {
        Path browser = browser();
        assertTrue(browser != null, "no Chromium: deploy/setup-machine.sh installs it");
        Path dom = dir.resolve(page.getFileName() + ".dom");
        Path log = dir.resolve(page.getFileName() + ".log");
        List<String> command = new ArrayList<>(List.of(browser.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-extensions", "--user-data-dir=" + dir.resolve("profile"),
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000", "--dump-dom"));
        command.addAll(List.of(options));
        command.add(page.toUri().toString());
        Process process = new ProcessBuilder(command)
                .redirectOutput(dom.toFile()).redirectError(log.toFile()).start();
        try {
            assertTrue(process.waitFor(90, TimeUnit.SECONDS), "Chromium did not finish in 90 s");
        } finally {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        List<String> console = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            if (line.contains(":CONSOLE") || line.contains("Uncaught")) {
                console.add(line);
            }
        }
        return new Loaded(Files.readString(dom, StandardCharsets.UTF_8), console);
    }

    @Test
    void theReportOpensWithoutConsoleErrorsAndShowsEveryPlot() throws Exception {
        Path run = Fixtures.copy("loop-campaign", dir);
        Path report = HtmlReport.write(run);
        int declared = HtmlReportTest.declaredPlots(Files.readString(report));
        Loaded loaded = load(report);
        assertEquals(List.of(), loaded.consoleMessages());
        assertTrue(loaded.dom().contains("Round-trip latency over step means"), "the page was rendered");
        assertEquals(declared, HtmlReportTest.count(loaded.dom(), "class=\"plot\""));
        String[] figures = loaded.dom().split("class=\"plot\"");
        for (int i = 1; i < figures.length; i++) {
            String figure = figures[i].substring(0, figures[i].indexOf("</figure>"));
            assertTrue(figure.contains("<svg") && figure.contains("<path"), "plot " + i + " is a drawn SVG");
        }
    }

    @Test
    void aScalabilityReportShowsEveryPlotAndItsEnvironmentTableFitsThePage() throws Exception {
        Path run = org.mwbench.analysis.PlateauRuns.write(dir, "run", "agent-a", 1);
        // Long JVM flags, as real agents have (installation paths): they once widened the table past the page.
        Path environment = run.resolve("environment").resolve("agent-a.properties");
        Files.writeString(environment, Files.readString(environment) + "jvm.flags=" + ("-Dmwbench.home=/a/very/long/path/to/"
                + "the/installation/of/mwbench/deploy/target/mwbench ").repeat(4) + "\n");
        Path report = HtmlReport.write(run);
        String html = Files.readString(report);
        int declared = HtmlReportTest.declaredPlots(html);
        Loaded loaded = load(report);
        assertEquals(List.of(), loaded.consoleMessages());
        assertEquals(declared, HtmlReportTest.count(loaded.dom(), "class=\"plot\""));
        assertTrue(loaded.dom().contains("id=\"plot-scalability-throughput\"") && loaded.dom().contains("id=\"plot-scalability-p99\""));
        // The layout, measured by the browser in a copy of the page with a script (the report itself has none).
        Path measured = dir.resolve("measured.html");
        Files.writeString(measured, html.replace("</body>", "<script>const t = document.querySelector("
                + "'#table-environment table'); const rows = [...t.querySelectorAll('tbody tr')].map(r => "
                + "r.getBoundingClientRect().height); document.body.setAttribute('data-layout', 'width ' + t.scrollWidth "
                + "+ ' of ' + document.documentElement.clientWidth + ', tallest row ' + Math.max(...rows));</script></body>"));
        String dom = load(measured, "--window-size=1280,900").dom();
        java.util.regex.Matcher layout = java.util.regex.Pattern.compile("data-layout=\"width (\\d+) of (\\d+), tallest row "
                + "([\\d.]+)\"").matcher(dom);
        assertTrue(layout.find(), "the measuring script ran");
        assertTrue(Integer.parseInt(layout.group(1)) <= Integer.parseInt(layout.group(2)), "the environment table fits: "
                + layout.group());
        assertTrue(Double.parseDouble(layout.group(3)) < 40, "each agent on one line: " + layout.group());
    }

    @Test
    void aConsoleErrorIsSeen() throws Exception {
        Path page = dir.resolve("broken.html");
        Files.writeString(page, "<!DOCTYPE html><html><body><p>x</p><script>console.error('broken');</script></body></html>");
        Loaded loaded = load(page);
        assertFalse(loaded.consoleMessages().isEmpty(), "the check must see a console error");
    }
}
