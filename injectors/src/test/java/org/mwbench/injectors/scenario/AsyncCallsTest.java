package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.blade.BladeState;

/**
 * Asynchronous samples in a real blade: a user waiting for its reply holds no thread, and each
 * call is recorded once, as a synchronous one is (same row, kind of failure, schedule delay).
 * Functional, never timed: the bounds are counts of threads and lower bounds of durations; the
 * waits are hang guards.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class AsyncCallsTest {
    /** Action file fields. */
    private static final int USER = 1;
    private static final int SUCCESS = 4;
    private static final int DURATION = 5;
    private static final int DELAY = 6;
    private static final long MS = 1_000_000L;
    /** The calls the allocation test counts over. */
    private static final int CALLS = 1_000_000;

    @TempDir
    Path dir;

    @BeforeEach
    void countAfresh() {
        AsyncProbePlugin.STARTED.set(0);
    }

    /**
     * 2000 users calling an asynchronous 50 ms target without pause: 2000 calls in flight at
     * almost every instant, which a thread per call would need 2000 threads for. The pool's
     * workers are what runs between calls, at most its headroom outside blocking work; opening and
     * closing sessions (2000 at once at the start) may grow it past that on a loaded machine, so
     * the bound is generous, and still a tenth of the users. Stopped with calls in flight, which end within their grace and
     * are recorded as served, not given up; every call the live view counted is stored.
     */
    @Test
    void thousandsOfUsersOnAnAsyncTargetRunOnAHandfulOfThreads() throws Exception {
        int users = 2000;
        String scenario = ScenarioFiles.of(
                "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"50ms\"/>"
                        + "<param name=\"mode\" value=\"async\"/></params></use>",
                "<sample use=\"t\" name=\"call\"/>",
                ScenarioFiles.closed(users, 600));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            // All start at the first tick, in the pool's line in turn, and the target tells calls in the
            // order they were due: a user's second record comes after every user's first, so five calls
            // a user on average is every user calling, whatever the machine's load.
            List<String> rows = runUntilCalls(blade, 5L * users);
            assertEquals(users, rows.stream().map(row -> row.split(",")[USER]).distinct().count(), "every user called");
            assertTrue(rows.stream().allMatch(row -> row.split(",")[SUCCESS].equals("true")),
                    "no call failed, none given up at the stop: " + rows.stream().filter(row -> row.contains("false"))
                            .findFirst().orElse(""));
            assertTrue(rows.stream().allMatch(row -> Long.parseLong(row.split(",")[DURATION]) >= 50 * MS),
                    "a call lasts its service time at least");
            String[] pool = blade.rows(ScenarioRunner.POOL_FILE).get(0).split(",", -1);
            int peak = Integer.parseInt(pool[2]);
            System.out.println(users + " users on an async target: peak pool threads " + peak + "; pool row: "
                    + String.join(",", pool) + "; " + rows.size() + " calls");
            assertTrue(peak >= 1 && peak <= users / 10, "a handful of threads, not one per call in flight: " + peak);
        }
    }

    /**
     * Each of 300 users makes one call told after 20 ms from the plugin's own thread, then thinks
     * for an hour: 300 rows, one a user, each at least 20 ms long, each reporting what the sample
     * wrote before telling.
     */
    @Test
    void everyAsyncCallIsRecordedOnceWithItsDurationAtLeastItsServiceTime() throws Exception {
        List<String[]> rows = oneCallEach(300, "<param name=\"after\" value=\"20ms\"/>");
        assertEquals(300, rows.size(), "one call a user");
        assertEquals(300, rows.stream().map(row -> row[USER]).distinct().count(), "every user's call, once");
        for (String[] row : rows) {
            assertEquals("true", row[SUCCESS], String.join(",", row));
            assertTrue(Long.parseLong(row[DURATION]) >= 20 * MS, "told 20 ms after its start at least: " + String.join(",", row));
            assertEquals("1", row[8], "the result the sample wrote before telling");
        }
    }

    /** A completion told twice (then a failure told too) records the call once, as the first telling said. */
    @Test
    void aCompletionToldTwiceRecordsTheCallOnce() throws Exception {
        for (String after : List.of("0", "5ms")) { // in the start, and from the plugin's thread
            countAfresh();
            List<String[]> rows = oneCallEach(50, "<param name=\"after\" value=\"" + after + "\"/>"
                    + "<param name=\"outcome\" value=\"twice\"/>");
            assertEquals(50, rows.size(), "told " + after + " after the start: one row a call");
            assertTrue(rows.stream().allMatch(row -> row[SUCCESS].equals("true") && row[8].equals("2")),
                    "as the first telling said");
        }
        // and a user calling in a loop, each call told twice in its start: the next call is never told by the last
        String loop = ScenarioFiles.of("<use id=\"a\" name=\"async-probe\"/><use id=\"c\" name=\"counter\"/>"
                        + "<use id=\"p\" name=\"probe\"/>",
                "<while><condition use=\"c\" name=\"lessThan\"><params><param name=\"limit\" value=\"1000\"/></params>"
                        + "</condition><sample use=\"a\" name=\"reply\"><params><param name=\"outcome\" value=\"twice\"/>"
                        + "</params></sample><control use=\"c\" name=\"increment\"/></while>"
                        + "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1h\"/></params></timer>",
                ScenarioFiles.closed(1, 600));
        assertEquals(1000, runUntilCalls(loop, "", 1000).size(), "1000 calls in a loop, 1000 rows");
    }

    /**
     * Failures told with an exception, thrown by the start, or named in the result are recorded
     * failed with their kind, as a synchronous sample's are, and the first of each kind is alarmed.
     */
    @Test
    void failuresAreRecordedWithTheirKind() throws Exception {
        String scenario = ScenarioFiles.of(
                "<use id=\"a\" name=\"async-probe\"/><use id=\"p\" name=\"probe\"/>"
                        + "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"1ms\"/>"
                        + "<param name=\"error_rate\" value=\"1\"/><param name=\"mode\" value=\"async\"/></params></use>",
                "<sample use=\"a\" name=\"reply\" label=\"told\"><params><param name=\"after\" value=\"2ms\"/>"
                        + "<param name=\"outcome\" value=\"fail\"/></params></sample>"
                        + "<sample use=\"a\" name=\"reply\" label=\"thrown\"><params><param name=\"outcome\" value=\"throw\"/>"
                        + "</params></sample>"
                        + "<sample use=\"t\" name=\"call\" label=\"named\"/>"
                        + "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1h\"/></params></timer>",
                ScenarioFiles.closed(10, 600));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            List<String> rows = runUntilCalls(blade, 30);
            assertEquals(30, rows.size());
            assertTrue(rows.stream().allMatch(row -> row.split(",")[SUCCESS].equals("false")), "every call failed");
            assertEquals(java.util.Map.of("told", "IOException", "thrown", "IllegalStateException", "named", "SyntheticError"),
                    rows.stream().map(row -> row.split(",")).collect(java.util.stream.Collectors.toMap(
                            fields -> fields[2], fields -> fields[fields.length - 1], (one, other) -> one.equals(other)
                                    ? one : one + " and " + other)),
                    "each call's kind, as its comment, the same for every call of a sample");
            String alarms = Files.readString(blade.folder().resolve("alarm"), StandardCharsets.UTF_8);
            assertTrue(alarms.contains("first failure of kind IOException") && alarms.contains("the probe's peer refused"),
                    alarms);
            assertTrue(alarms.contains("first failure of kind IllegalStateException")
                    && alarms.contains("the probe refuses to start"), alarms);
        }
    }

    /**
     * Twenty users whose calls are never told: a stop ends the run anyway, once the calls have had
     * their grace, and records each as failed, of kind Stopped, lasting the grace at least (a lower
     * bound: the stop came after the start). The wait is a hang guard.
     */
    @Test
    void aStopEndsCallsThatAreNeverToldAndRecordsThemStopped() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"a\" name=\"async-probe\"/>",
                "<sample use=\"a\" name=\"reply\"><params><param name=\"outcome\" value=\"never\"/></params></sample>",
                ScenarioFiles.closed(20, 600));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            long deadline = System.nanoTime() + LoadedMachine.HANG_GUARD.toNanos();
            while (AsyncProbePlugin.STARTED.get() < 20 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(20, AsyncProbePlugin.STARTED.get(), "every user's call is in flight");
            blade.control().stop();
            assertEquals(BladeState.STOPPED, blade.awaitFinal(TimeUnit.MINUTES.toMillis(1)), "the stop ended the run");
            List<String> rows = blade.rows("action");
            assertEquals(20, rows.size(), "each call in flight is recorded");
            for (String row : rows) {
                String[] fields = row.split(",");
                assertEquals("false", fields[SUCCESS], row);
                assertTrue(row.endsWith("," + CallInFlight.STOPPED), row);
                assertTrue(Long.parseLong(fields[DURATION]) >= CallInFlight.STOP_GRACE_NANOS, "given its grace: " + row);
            }
            String alarms = Files.readString(blade.folder().resolve("alarm"), StandardCharsets.UTF_8);
            assertTrue(alarms.contains("first failure of kind Stopped"), alarms);
        }
    }

    /**
     * Open model, a pool of one thread, two arrivals 1 ms apart, each a blocking 100 ms call then
     * an asynchronous one: the second arrival waits for the thread the first one's blocking call
     * holds, and its asynchronous call carries that wait as its schedule delay, so its latency is
     * counted from its intended start (coordinated omission stays corrected).
     */
    @Test
    void anAsyncCallOfAUserDelayedByABusyPoolIsMeasuredFromItsIntendedStart() throws Exception {
        String scenario = ScenarioFiles.of(
                "<use id=\"block\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"100ms\"/></params></use>"
                        + "<use id=\"async\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"10ms\"/>"
                        + "<param name=\"mode\" value=\"async\"/></params></use>",
                "<sample use=\"block\" name=\"call\" label=\"blocking\"/><sample use=\"async\" name=\"call\" label=\"async\"/>",
                "<group behavior=\"b\" model=\"open\" concurrency=\"2\"><ramp style=\"crenel_hv\"><points>"
                        + "<point x=\"0\" y=\"1000\"/><point x=\"0.0015\" y=\"1000\"/></points></ramp></group>");
        try (BladeHarness blade = BladeHarness.scenario(scenario, "max_threads=1", dir)) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(60_000));
            List<long[]> asyncCalls = blade.rows("action").stream().map(row -> row.split(","))
                    .filter(fields -> fields[2].equals("async"))
                    .map(fields -> new long[] {Long.parseLong(fields[DURATION]), Long.parseLong(fields[DELAY])})
                    .sorted(Comparator.comparingLong(call -> call[1])).toList();
            assertEquals(2, asyncCalls.size(), "both arrivals made their asynchronous call");
            long[] later = asyncCalls.get(1);
            // half the blocking call's service time: a lower bound a preempted thread cannot break
            assertTrue(later[1] >= 50 * MS, "the later arrival's asynchronous call carries its wait for the thread: "
                    + later[1] / 1000 + " µs");
            assertTrue(later[0] >= 10 * MS, "and lasts its own service time: " + later[0] / 1000 + " µs");
        }
    }

    /**
     * The runner's side of an asynchronous call allocates nothing per call: one user on a pool of
     * one thread, each call told in its start, so every slice runs on that worker; the sample reads
     * the worker's allocation counter at two tellings a million calls apart. The one allocation
     * that path may make is not per call: a live histogram grows its counts (some 200 kB) when a
     * call is longer than any before, as a preempted one on a loaded machine is. So the bound is
     * two bytes a call, where the smallest object made per call would be sixteen. Events are
     * kept as histograms: the event buffers' hand-over is the platform's to test.
     */
    @Test
    void theRunnersAsyncPathAllocatesNothing() throws Exception {
        Assumptions.assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean
                && ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).isThreadAllocatedMemoryEnabled(),
                "this JVM does not count allocations per thread");
        AsyncProbePlugin.CountedTellings.window(CALLS / 10, CALLS / 10 + CALLS);
        String scenario = ScenarioFiles.of("<use id=\"a\" name=\"async-probe\"/>", "<sample use=\"a\" name=\"counted\"/>",
                ScenarioFiles.closed(1, 600));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "max_threads=1 events=histograms", dir)) {
            blade.initAndStart();
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (AsyncProbePlugin.CountedTellings.allocated < 0 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            blade.control().stop();
        }
        long allocated = AsyncProbePlugin.CountedTellings.allocated;
        assertTrue(allocated >= 0, "the window's last call was made");
        assertTrue(AsyncProbePlugin.CountedTellings.oneThread, "one worker ran every slice of the window");
        assertTrue(allocated < 2 * CALLS, allocated + " bytes over " + CALLS + " calls");
    }

    /** Each of {@code users} makes one {@code reply} call with these parameters, then thinks for an hour. */
    private List<String[]> oneCallEach(int users, String parameters) throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"a\" name=\"async-probe\"/><use id=\"p\" name=\"probe\"/>",
                "<sample use=\"a\" name=\"reply\"><params>" + parameters + "</params></sample>"
                        + "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1h\"/></params></timer>",
                ScenarioFiles.closed(users, 600));
        return runUntilCalls(scenario, "", users).stream().map(row -> row.split(",")).toList();
    }

    /** Runs the scenario until the live view has counted {@code calls}, stops it, and gives the action file's rows. */
    private List<String> runUntilCalls(String scenario, String arguments, long calls) throws Exception {
        Path folder = Files.createTempDirectory(dir, "run");
        try (BladeHarness blade = BladeHarness.scenario(scenario, arguments, folder)) {
            return runUntilCalls(blade, calls);
        }
    }

    private static List<String> runUntilCalls(BladeHarness blade, long calls) throws Exception {
        blade.initAndStart();
        long live = 0;
        while (live < calls && !blade.control().state().isFinal()) {
            Thread.sleep(50);
            live += liveCalls(blade);
        }
        assertEquals(BladeState.RUNNING, blade.control().state(), "the profile outlasts the calls");
        blade.control().stop();
        assertTrue(blade.awaitFinal(TimeUnit.MINUTES.toMillis(1)).isFinal(), "the blade stops");
        live += liveCalls(blade);
        List<String> rows = blade.rows("action");
        assertEquals(live, rows.size(), "every call the live view counted is stored");
        return rows;
    }

    private static long liveCalls(BladeHarness blade) throws Exception {
        return blade.control().rollInterval().summaries().stream().mapToLong(summary -> summary.calls()).sum();
    }

}
