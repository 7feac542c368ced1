package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mwbench report} and {@code mwbench compare} on stored runs written here, and the
 * HTML report's path at the end of {@code mwbench run}: output and exit codes (0 done,
 * 1 a regression beyond --fail-on-regression, 2 bad input).
 */
class AnalysisCommandsTest {
    @TempDir
    Path dir;

    /** A stored run of one blade: 200 calls of {@code tcp ping} lasting base + (i mod 10) µs, after 5 warm-up calls. */
    private Path run(String name, long baseMicros) throws IOException {
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1795364900000000000\n");
        Files.writeString(run.resolve(name + ".ctp"), "blade.0.id=client\nblade.0.server=local host\n"
                + "blade.0.injector=SyntheticInjector\n");
        List<String> rows = new ArrayList<>(List.of(
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment"));
        for (int i = 0; i < 205; i++) {
            rows.add((1_000_000L * i) + ",0,tcp ping," + i + ",true," + (baseMicros + i % 10) * 1000 + ",-1," + (i < 5) + ",0,");
        }
        Files.createDirectories(run.resolve("client"));
        Files.write(run.resolve("client").resolve("action"), rows);
        return run;
    }

    @Test
    void reportPrintsTheTablesInEachFormat() throws Exception {
        Path run = run("a", 100);
        CommandResult text = CommandResult.of("report", run.toString());
        assertEquals(ExitCodes.OK, text.exitCode(), text.toString());
        assertTrue(text.out().contains("Latency per blade and action type"), text.out());
        assertTrue(text.out().contains("tcp ping"), text.out());
        assertTrue(text.out().contains("5 warm-up calls left out"), text.out());

        CommandResult csv = CommandResult.of("report", run.toString(), "--format", "csv");
        assertEquals(ExitCodes.OK, csv.exitCode(), csv.toString());
        assertTrue(csv.out().contains("# latency: Latency per blade and action type"), csv.out());

        CommandResult json = CommandResult.of("report", run.toString(), "--format", "json");
        assertEquals(ExitCodes.OK, json.exitCode(), json.toString());
        assertTrue(json.out().startsWith("{"), json.out());

        CommandResult html = CommandResult.of("report", run.toString(), "--format", "html");
        assertEquals(ExitCodes.OK, html.exitCode(), html.toString());
        assertEquals("html report: " + run.resolve("report.html").toAbsolutePath(), html.out().strip());
        assertTrue(Files.size(run.resolve("report.html")) > 1000);

        Path jtl = dir.resolve("a.jtl");
        CommandResult export = CommandResult.of("report", run.toString(), "--jtl", jtl.toString(), "-o",
                dir.resolve("a.txt").toString());
        assertEquals(ExitCodes.OK, export.exitCode(), export.toString());
        assertEquals(201, Files.readAllLines(jtl).size(), "a header and 200 measured calls");
        assertTrue(export.out().contains("jtl: " + jtl.toAbsolutePath() + " (200 calls"), export.out());

        Path dashboard = dir.resolve("dashboard");
        CommandResult jmeter = CommandResult.of("report", run.toString(), "--jmeter-dashboard", dashboard.toString(),
                "-o", dir.resolve("b.txt").toString());
        assertEquals(ExitCodes.OK, jmeter.exitCode(), jmeter.toString());
        assertTrue(jmeter.out().contains("jmeter dashboard: " + dashboard.resolve("index.html").toAbsolutePath()),
                jmeter.out());
        assertTrue(Files.size(dashboard.resolve("index.html")) > 1000);
    }

    @Test
    void reportRefusesBadInputWithExitCode2() throws Exception {
        CommandResult missing = CommandResult.of("report", dir.resolve("nothing").toString());
        assertEquals(ExitCodes.USAGE, missing.exitCode(), missing.toString());
        assertTrue(missing.err().contains("nothing: no such folder"), missing.err());

        CommandResult notARun = CommandResult.of("report", dir.toString());
        assertEquals(ExitCodes.USAGE, notARun.exitCode(), notARun.toString());
        assertTrue(notARun.err().contains("no run.properties"), notARun.err());

        Path run = run("a", 100);
        CommandResult pair = CommandResult.of("report", run.toString(), "--overhead", "rmi");
        assertEquals(ExitCodes.USAGE, pair.exitCode(), pair.toString());
        assertTrue(pair.err().contains("--overhead 'rmi': expected STACK/BASE"), pair.err());

        CommandResult format = CommandResult.of("report", run.toString(), "--format", "pdf");
        assertEquals(ExitCodes.USAGE, format.exitCode(), format.toString());

        Files.writeString(run.resolve("client").resolve("action"), "#date_ns,session\n");
        CommandResult header = CommandResult.of("report", run.toString());
        assertEquals(ExitCodes.USAGE, header.exitCode(), header.toString());
        assertTrue(header.err().contains("action:1: not an mwbench action file"), header.err());
    }

    @Test
    void compareFailsOnARegressionOnlyWhenAsked() throws Exception {
        Path before = run("before", 100);
        Path after = run("after", 130);
        CommandResult flagged = CommandResult.of("compare", before.toString(), after.toString());
        assertEquals(ExitCodes.OK, flagged.exitCode(), flagged.toString());
        assertTrue(flagged.out().contains("REGRESSION"), flagged.out());
        assertTrue(flagged.out().contains("Mann-Whitney U on calls"), flagged.out());
        assertTrue(flagged.out().contains("1 regression(s) beyond 5.0%"), flagged.out());

        Path junit = dir.resolve("compare.xml");
        CommandResult failing = CommandResult.of("compare", before.toString(), after.toString(), "--fail-on-regression", "10",
                "--junit", junit.toString());
        assertEquals(ExitCodes.FAILURE, failing.exitCode(), failing.toString());
        // JUnit XML for CI: one test case per action type and figure, the regressed one failed.
        String xml = java.nio.file.Files.readString(junit);
        assertTrue(xml.contains("<testsuite name=\"mwbench compare\" tests=\"2\" failures=\""), xml);
        assertTrue(xml.contains("name=\"mean\">\n    <failure message=\""), xml);
        javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile()); // well-formed

        CommandResult tolerated = CommandResult.of("compare", before.toString(), after.toString(), "--fail-on-regression", "50");
        assertEquals(ExitCodes.OK, tolerated.exitCode(), tolerated.toString());
        assertTrue(tolerated.out().contains("within threshold"), tolerated.out());

        CommandResult same = CommandResult.of("compare", before.toString(), before.toString(), "--fail-on-regression", "0");
        assertEquals(ExitCodes.OK, same.exitCode(), same.toString());
        assertTrue(same.out().contains("no significant change"), same.out());

        CommandResult json = CommandResult.of("compare", before.toString(), after.toString(), "--format", "json");
        assertTrue(json.out().contains("\"verdict\" : \"REGRESSION\""), json.out());
    }

    @Test
    void compareRefusesBadInputWithExitCode2() throws Exception {
        Path before = run("before", 100);
        CommandResult missing = CommandResult.of("compare", before.toString(), dir.resolve("nothing").toString());
        assertEquals(ExitCodes.USAGE, missing.exitCode(), missing.toString());
        assertTrue(missing.err().contains("no such folder"), missing.err());
        CommandResult negative = CommandResult.of("compare", before.toString(), before.toString(), "--fail-on-regression", "-3");
        assertEquals(ExitCodes.USAGE, negative.exitCode(), negative.toString());
        CommandResult one = CommandResult.of("compare", before.toString());
        assertEquals(ExitCodes.USAGE, one.exitCode(), one.toString());
    }

    @Test
    void everyRunEndsWithItsHtmlReportsPath() throws Exception {
        Path plan = RunFolders.writePlan(dir, "tiny", String.join("\n",
                "blade.0.id=counted",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=2 calls=50 duration=30s service_time=0ms",
                ""));
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", reports.toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        Path report = RunFolders.only(reports).resolve("report.html").toAbsolutePath();
        List<String> lines = result.out().strip().lines().toList();
        assertEquals("html report: " + report, lines.get(lines.size() - 1), result.out());
        assertTrue(Files.readString(report).contains("counted"));

        CommandResult campaign = CommandResult.of("run", plan.toString(), "--series", "2", "--report-dir",
                dir.resolve("campaign").toString(), "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, campaign.exitCode(), campaign.toString());
        Path campaignReport = RunFolders.only(dir.resolve("campaign")).resolve("report.html").toAbsolutePath();
        List<String> campaignLines = campaign.out().strip().lines().toList();
        assertEquals("html report: " + campaignReport, campaignLines.get(campaignLines.size() - 1), campaign.out());
        assertTrue(Files.readString(campaignReport).contains("a campaign of 2 series"));
    }
}
