package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code mwbench run} on the embedded {@code local host} agent, checked through what it stores. */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a hang guard, and shorter than a 10-minute blade
class LocalRunTest {
    @TempDir
    Path dir;

    @Test
    void runsAPlanAndStoresEveryMeasurement() throws Exception {
        Path plan = RunFolders.writePlan(dir, "local", String.join("\n",
                "#CLIF test plan",
                "blade.0.id=fast",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=3 duration=2s service_time=1ms error_rate=0.05",
                "blade.1.id=counted",
                "blade.1.server=local host",
                "blade.1.injector=org.mwbench.injectors.synthetic.SyntheticInjector",
                "blade.1.argument=threads=2 calls=25 duration=30s service_time=0ms",
                ""));
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", reports.toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.OK, result.exitCode(), result.toString());
        assertTrue(result.out().contains("calls/s"), result.out());
        assertTrue(result.out().contains("quick statistics"), result.out());
        assertTrue(result.out().contains("start skew"), result.out());

        Path run = RunFolders.only(reports);
        assertTrue(run.getFileName().toString().matches("local_\\d{4}-\\d{2}-\\d{2}_\\d{2}h\\d{2}m\\d{2}"), run.toString());
        assertEquals(Files.readString(plan), Files.readString(run.resolve("local.ctp")));

        // the call-count blade: exactly 2 threads x 25 calls, all stored
        List<String> counted = RunFolders.lines(run.resolve("counted").resolve("action"));
        assertEquals("#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment",
                counted.get(0));
        assertTrue(counted.get(1).matches("\\d+,[01],synthetic,\\d+,true,\\d+,-1,false,0,"), counted.get(1));
        assertEquals(50, counted.size() - 1);

        List<String> fast = RunFolders.rows(run.resolve("fast").resolve("action"));
        assertTrue(fast.size() > 100, "a 2 s run of 3 threads at 1 ms makes hundreds of calls: " + fast.size());
        assertTrue(fast.stream().anyMatch(row -> row.contains(",false,") && row.contains("SyntheticError")));
        long firstDate = Long.parseLong(fast.get(0).split(",")[0]);
        assertTrue(firstDate > 0, "event dates are relative to the origin handed out at init");

        List<String> lifecycle = RunFolders.lines(run.resolve("fast").resolve("lifecycle"));
        assertEquals("#date_ns,state_id,state_label", lifecycle.get(0));
        List<String> states = lifecycle.stream().skip(1).map(line -> line.split(",")[2]).toList();
        assertEquals(List.of("deploying", "deployed", "initializing", "initialized", "starting", "running", "completed"),
                states);
        assertEquals("#date_ns,severity,message", RunFolders.lines(run.resolve("fast").resolve("alarm")).get(0));
        assertTrue(Files.size(run.resolve("fast").resolve("histogram")) > 0);
        assertTrue(RunFolders.rows(run.resolve("fast").resolve("summary")).size() >= 1);

        Properties facts = RunFacts.of(run);
        assertTrue(Long.parseLong(facts.getProperty("start.skew_ns")) >= 0);
        assertTrue(facts.containsKey("blade.fast.start_ns"));
        Properties environment = new Properties();
        try (var in = Files.newBufferedReader(run.resolve("environment").resolve("local_host.properties"))) {
            environment.load(in);
        }
        assertEquals("local host", environment.getProperty("agent.name"));
        assertTrue(environment.getProperty("java.version").length() > 0);
        assertTrue(Integer.parseInt(environment.getProperty("cpu.count")) > 0);
        // what the machine was doing: recorded in the run folder and shown under the quick statistics
        org.mwbench.platform.probe.RunNoise noise = org.mwbench.platform.probe.RunNoise.read(run);
        assertTrue(noise != null && noise.rttStart().count() == 2000 && noise.rttEnd().medianNanos() > 0, String.valueOf(noise));
        assertTrue(result.out().contains("machine during the run: load "), result.out());
        assertTrue(result.out().contains("spread of the means over the run (CV of step or 1-s means): median "), result.out());
    }

    @Test
    void aDurationStopsTheRunAndKeepsWhatWasMeasured() throws Exception {
        Path plan = RunFolders.writePlan(dir, "long", String.join("\n",
                "blade.0.id=long",
                "blade.0.server=local host",
                "blade.0.injector=SyntheticInjector",
                "blade.0.argument=threads=2 duration=10m service_time=2ms",
                ""));
        Path reports = dir.resolve("report");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", reports.toString(),
                "--duration", "2s", "--secret-file", dir.resolve("secret").toString());
        assertEquals(ExitCodes.INCOMPLETE, result.exitCode(), result.toString());
        assertTrue(result.out().contains("INCOMPLETE: the run was stopped by --duration 2s before everything"), result.out());
        assertTrue(result.out().contains("cut short: long: synthetic"), result.out());
        // The run's own words say --duration stopped it; the blade's 10 minutes would outlast the class's
        // @Timeout.
        Path run = RunFolders.only(reports);
        assertFalse(RunFolders.rows(run.resolve("long").resolve("action")).isEmpty(), "its calls are kept");
        List<String> lifecycle = RunFolders.lines(run.resolve("long").resolve("lifecycle"));
        assertTrue(lifecycle.get(lifecycle.size() - 1).endsWith(",stopped"), lifecycle.toString());
    }

    @Test
    void aLoopCutShortSaysWhatItMeasuredInFullWhatItCutAndWhatItNeverReached() throws Exception {
        Files.writeString(dir.resolve("three.xis"), String.join("\n",
                "<scenario><behaviors><plugins>",
                "<use id='instant' name='synthetic-target'><params><param name='service_time' value='0ms'/></params></use>",
                "<use id='slow' name='synthetic-target'><params><param name='service_time' value='1s'/></params></use>",
                "</plugins>",
                "<behavior id='first'><sample use='instant' name='call' label='first ping'/></behavior>",
                "<behavior id='second'><sample use='slow' name='call' label='second ping'/></behavior>",
                "<behavior id='third'><sample use='slow' name='call' label='third ping'/></behavior>",
                "</behaviors></scenario>", ""));
        // --duration 3s gives each behavior a share of 1 s, but a behavior measures at least one step: the
        // first's 200 calls take no time, the second's one step takes 200 s (1 s each), overrunning the plan's
        // length by far more than the 30 s a fitted plan gets past the limit, so the stop at 33 s cuts the
        // second and the third never runs, whatever the machine's load. (With 10 ms calls and a stop at 3 s,
        // CI37's first behavior was still running at the stop, at a load average of 20.)
        Path plan = RunFolders.writePlan(dir, "three", String.join("\n",
                "blade.0.id=loop", "blade.0.server=local host", "blade.0.injector=LoopRunner",
                "blade.0.argument=scenario=three.xis warmup=0 steps=1 calls=200", ""));
        Path junit = dir.resolve("run.xml");
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--duration", "3s", "--secret-file", dir.resolve("secret").toString(), "--junit", junit.toString());
        assertEquals(ExitCodes.INCOMPLETE, result.exitCode(), result.toString());
        String out = result.out();
        assertTrue(out.contains("cut short: loop: second ping"), out);
        assertTrue(out.contains("not measured: loop: third ping"), out);
        assertTrue(out.lines().anyMatch(line -> line.startsWith("loop") && line.contains("first ping") && line.endsWith("in full")), out);
        assertTrue(out.lines().anyMatch(line -> line.contains("third ping") && line.endsWith("NOT MEASURED")
                && !line.contains(" 0 ns")), "no zeros for what was not measured: " + out);
        String xml = Files.readString(junit);
        assertTrue(xml.contains("tests=\"4\" failures=\"2\""), xml);
        assertTrue(xml.contains("name=\"third ping: measured in full\">\n    <failure message=\"loop: third ping was not measured"), xml);
        String html = Files.readString(RunFolders.only(dir.resolve("report")).resolve("report.html"));
        assertTrue(html.contains("INCOMPLETE: three: cut short: loop: second ping"), "the report says it too");
        assertTrue(html.contains("<td>third ping</td>") && html.contains(">not measured</td>"), "a row without figures");
    }

    /**
     * A row that was not measured because its user could not connect says why under the INCOMPLETE
     * line: the blade's alarm, with the endpoint and the middleware's own words (here the kernel's
     * refusal of a port nobody listens on).
     */
    @Test
    void aRowItsUserCouldNotConnectForSaysWhyUnderTheIncompleteLine() throws Exception {
        int port;
        try (java.net.ServerSocket closed = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        Files.writeString(dir.resolve("refused.xis"), String.join("\n",
                "<scenario><behaviors><plugins>",
                "<use id='tcp' name='tcp'><params><param name='endpoint' value='tcp://127.0.0.1:" + port + "'/>",
                "<param name='timeout' value='30s'/></params></use>",
                "</plugins>",
                "<behavior id='tcp'><sample use='tcp' name='ping' label='tcp ping'/></behavior>",
                "</behaviors></scenario>", ""));
        Path plan = RunFolders.writePlan(dir, "refused", String.join("\n",
                "blade.0.id=loop", "blade.0.server=local host", "blade.0.injector=LoopRunner",
                "blade.0.argument=scenario=refused.xis warmup=0 steps=1 calls=1", ""));
        CommandResult result = CommandResult.of("run", plan.toString(), "--report-dir", dir.resolve("report").toString(),
                "--secret-file", dir.resolve("secret").toString());
        assertFalse(result.exitCode() == ExitCodes.OK, result.toString());
        String out = result.out();
        assertTrue(out.contains("not measured: loop: tcp ping"), out);
        List<String> lines = out.lines().toList();
        int alarms = lines.indexOf("  loop's alarms (1, all in loop/alarm):");
        assertTrue(alarms > 0 && lines.get(alarms + 1).contains("cannot connect to tcp://127.0.0.1:" + port)
                && lines.get(alarms + 1).contains("refused"), "the alarm, with the endpoint and the reason: " + out);
    }
}
