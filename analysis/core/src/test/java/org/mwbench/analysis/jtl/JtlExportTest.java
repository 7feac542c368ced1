package org.mwbench.analysis.jtl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.analysis.Fixtures;
import org.mwbench.platform.event.CsvText;

/** The JTL export, field by field, on the fixtures. */
class JtlExportTest {
    @TempDir
    Path dir;

    @Test
    void everyMeasuredCallOfEverySeriesIsOneRowInJMetersDefaultColumns() throws Exception {
        Path jtl = dir.resolve("loop.jtl");
        assertEquals(26, JtlExport.write(Fixtures.path("loop-campaign"), jtl), "12 tcp + 14 rmi calls, warm-up left out");
        List<String> lines = Files.readAllLines(jtl);
        assertEquals(JtlExport.HEADER, lines.get(0));
        assertEquals(27, lines.size());
        // series 1 origin 1795364817000000000 ns + 10 ms; 90 µs rounds to 0 ms; tcp counts 50 sent, 40 received per call;
        // labelled blade:type; the loop fixture has no population gauge: 1 thread
        assertEquals("1795364817010,0,loop:tcp ping,200,OK,loop 0,text,true,,40,50,1,1,tcp://127.0.0.1:35009,0,0,0", lines.get(1));
        String timeout = lines.stream().filter(line -> line.contains("false")).findFirst().orElseThrow();
        assertEquals("1795364817032,5,loop:rmi ping,SocketTimeoutException,SocketTimeoutException,loop 0,text,false,"
                + "SocketTimeoutException,0,0,1,1,rmi://127.0.0.1:38271/mwbench.BenchmarkService,5,0,0", timeout);
        assertTrue(lines.get(26).startsWith("1795364877041,0,loop:rmi ping,200,"), "series 2 starts 60 s later: " + lines.get(26));
    }

    @Test
    void twoBladesOfOneTypeStayApartWithTheirLiveThreadCounts() throws Exception {
        Path run = Files.createDirectories(dir.resolve("quick"));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1795364900000000000\n");
        Files.writeString(run.resolve("quickstart.ctp"), "blade.0.id=fast\nblade.0.injector=SyntheticInjector\n"
                + "blade.1.id=slow\nblade.1.injector=SyntheticInjector\n");
        blade(run, "fast", 4, 3);
        blade(run, "slow", 2, 1);
        JtlExport.write(run, dir.resolve("quick.jtl"));
        List<String> lines = Files.readAllLines(dir.resolve("quick.jtl"));
        // A call at 0.5 s, before the first reading (1.2 s): the first reading; at 2.5 s: the reading of 2.2 s.
        assertEquals(List.of("fast:synthetic", "4", "6"), fields(lines.get(1), 2, 11, 12));
        assertEquals(List.of("fast:synthetic", "3", "4"), fields(lines.get(2), 2, 11, 12));
        assertEquals(List.of("slow:synthetic", "2", "6"), fields(lines.get(3), 2, 11, 12));
        assertEquals(List.of("slow:synthetic", "1", "4"), fields(lines.get(4), 2, 11, 12));
    }

    private static List<String> fields(String line, int... indexes) {
        List<String> all = CsvText.split(line);
        return java.util.Arrays.stream(indexes).mapToObj(all::get).toList();
    }

    private static void blade(Path run, String id, int threads, int later) throws Exception {
        Path folder = Files.createDirectories(run.resolve(id));
        Files.write(folder.resolve("action"), List.of(
                "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment",
                "500000000,0,synthetic,0,true,1000000,-1,false,0,", "2500000000,0,synthetic,1,true,1000000,-1,false,0,"));
        Files.write(folder.resolve("gauges"), List.of("#date_ns,name,value", "1200000000,population," + threads,
                "2200000000,population," + later));
    }

    @Test
    void jmetersOwnReportGeneratorAcceptsTheExport() throws Exception {
        Path jtl = dir.resolve("scenario.jtl");
        JtlExport.write(Fixtures.path("loop-campaign"), jtl);
        Path index = org.mwbench.analysis.jmeter.JmeterDashboard.generate(jtl, dir.resolve("dashboard"), "loop fixture");
        assertTrue(Files.size(index) > 1000, index.toString());
        String statistics = Files.readString(dir.resolve("dashboard").resolve("statistics.json"));
        assertTrue(statistics.contains("\"loop:tcp ping\"") && statistics.contains("\"loop:rmi ping\""), statistics);
        assertTrue(statistics.contains("\"sampleCount\" : 26") || statistics.contains("\"sampleCount\": 26"), statistics);
    }

    @Test
    void threadsComeFromThePopulationAndFreeTextIsQuoted() throws Exception {
        Path jtl = dir.resolve("scenario.jtl");
        assertEquals(7, JtlExport.write(Fixtures.path("scenario-run"), jtl));
        List<String> lines = Files.readAllLines(jtl);
        List<String> first = CsvText.split(lines.get(1));
        assertEquals(17, first.size());
        assertEquals("1795364901100", first.get(0));
        assertEquals("10", first.get(1));
        assertEquals("users 0", first.get(5));
        assertEquals("2", first.get(11), "grpThreads: the population at 1.1 s");
        assertEquals("2", first.get(12), "allThreads");
        assertEquals("", first.get(13), "no server blade, no URL");
        assertTrue(lines.stream().anyMatch(line -> line.contains(",short answer,short answer,users 1,text,false,short answer,")));
    }
}
