package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.blade.BladeState;

/**
 * Users share the pool's threads: a thinking user holds none, and a user that waited for a
 * thread is measured from its intended start. Functional, never timed: the bounds below are
 * counts of threads and lower bounds of delays.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SharedThreadsTest {
    /**
     * A quarter of the 1000 users: far below a thread each, yet generous for a starved machine,
     * which stretches each 5 ms call and bunches wake-ups (seen: 12 to 51 threads on platform
     * threads, 37 to 118 on virtual ones with test suites running alongside). What does not
     * depend on the load (how the pool follows blocking work) is UserPoolTest's.
     */
    private static final int FAR_BELOW_USERS = 250;

    @TempDir
    Path dir;

    /**
     * 1000 users, ramped up over 1 s, each calling a 5 ms target once and then thinking for an
     * hour: about 5 calls in flight on average while they start. With a thread per user that is
     * 1000 threads; with users that give their thread back while they think, a few dozen at most.
     * The test stops the blade once the live view has counted the 1000 calls, however long a
     * loaded machine took (a fixed 4 s profile left users without a call at a load of 37, as it
     * did LoadModelTest's); the profile's 10 minutes are a hang guard.
     */
    @Test
    void aThousandThinkingUsersRunOnAFewThreads() throws Exception {
        String scenario = ScenarioFiles.of(
                "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"5ms\"/></params></use>\n"
                        + "<use id=\"p\" name=\"probe\"/>",
                "<sample use=\"t\" name=\"call\"/>\n"
                        + "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1h\"/></params></timer>",
                "<group behavior=\"b\"><ramp style=\"line\"><points><point x=\"0\" y=\"0\"/><point x=\"1\" y=\"1000\"/>"
                        + "</points></ramp><ramp style=\"crenel_hv\"><points><point x=\"600\" y=\"1000\"/></points></ramp></group>");
        int mostThreadsSeen = 0;
        long live = 0;
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            while (live < 1000 && !blade.control().state().isFinal()) {
                mostThreadsSeen = Math.max(mostThreadsSeen, liveUserThreads());
                Thread.sleep(50);
                live += blade.control().rollInterval().summaries().stream().mapToLong(summary -> summary.calls()).sum();
            }
            assertEquals(BladeState.RUNNING, blade.control().state(), "the profile outlasts the calls");
            blade.control().stop();
            assertTrue(blade.awaitFinal(TimeUnit.MINUTES.toMillis(1)).isFinal(), "the blade stops");
            List<String> rows = blade.rows("action");
            assertEquals(1000, rows.size(), "one call a user, then an hour's thinking");
            assertEquals(1000, rows.stream().map(row -> row.split(",")[1]).distinct().count(), "every user made its call");
            assertTrue(rows.stream().allMatch(row -> row.split(",")[4].equals("true")), "no call failed");
            String[] pool = blade.rows(ScenarioRunner.POOL_FILE).get(0).split(",", -1);
            int peak = Integer.parseInt(pool[2]);
            System.out.println("1000 thinking users: peak pool threads " + peak + " (runner's count), at most "
                    + mostThreadsSeen + " platform user threads alive at a poll, at most " + mostCallsAtOnce(rows)
                    + " calls at once; pool row: " + String.join(",", pool));
            assertEquals("", pool[1], "no bound was set: the pool grew only to the calls in flight");
            assertTrue(peak >= 1 && peak <= FAR_BELOW_USERS, "the runner's peak thread count is far below the users': " + peak);
            assertTrue(mostThreadsSeen <= FAR_BELOW_USERS, "the JVM held far fewer user threads than users: " + mostThreadsSeen);
            // How the pool follows the calls in flight (the headroom rule) is UserPoolTest's: here a
            // starved machine preempts workers inside blocking work but outside the timed call, so
            // no bound from the rows' calls at once holds (CI saw 39 threads against 30 calls + 8).
            assertTrue(Long.parseLong(pool[3]) >= rows.size(), "a dispatch per call at least (each call follows a wake-up)");
        }
        assertEquals(0, userThreadsLeft(), "no user thread outlives the blade");
    }

    /**
     * A pool of one thread, two arrivals due 1 ms apart, each a 100 ms call: the second user
     * waits for the thread the first one's call holds, and that wait is in its schedule delay,
     * so its latency is counted from its intended start (coordinated omission stays corrected).
     */
    @Test
    void aUserThatWaitedForAThreadIsMeasuredFromItsIntendedStart() throws Exception {
        // 1000 arrivals per second for 1.5 ms: arrivals at 0 and 1 ms, then the profile ends
        String scenario = ScenarioFiles.of(
                "<use id=\"t\" name=\"synthetic-target\"><params><param name=\"service_time\" value=\"100ms\"/></params></use>",
                "<sample use=\"t\" name=\"call\"/>",
                "<group behavior=\"b\" model=\"open\" concurrency=\"2\"><ramp style=\"crenel_hv\"><points>"
                        + "<point x=\"0\" y=\"1000\"/><point x=\"0.0015\" y=\"1000\"/></points></ramp></group>");
        try (BladeHarness blade = BladeHarness.scenario(scenario, "max_threads=1", dir)) {
            blade.initAndStart();
            assertEquals(BladeState.COMPLETED, blade.awaitFinal(60_000));
            List<long[]> calls = blade.rows("action").stream().map(row -> row.split(","))
                    .map(fields -> new long[] {Long.parseLong(fields[0]) - Long.parseLong(fields[6]),
                            Long.parseLong(fields[5]), Long.parseLong(fields[6])})
                    .sorted(Comparator.comparingLong(call -> call[0])).toList();
            assertEquals(2, calls.size(), "both arrivals were served");
            long[] first = calls.get(0);
            long[] second = calls.get(1);
            // The thread was held for the first call's 100 ms service time at least. A delay that left
            // out the wait would be near zero; half the service time is a lower bound a preempted
            // thread cannot break (one at a load of 45 recorded 78.6 ms against a 104.8 ms call).
            long halfTheServiceTime = 50_000_000;
            assertTrue(second[2] >= halfTheServiceTime, "the second call's schedule delay (" + second[2] / 1000
                    + " µs) holds its wait for the thread the first call (" + first[1] / 1000 + " µs) held");
            String[] pool = blade.rows(ScenarioRunner.POOL_FILE).get(0).split(",", -1);
            assertEquals("1", pool[1], "the bound the plan set");
            assertEquals("1", pool[2], "one thread ran both users");
            assertTrue(Long.parseLong(pool[4]) >= 1, "a due user waited for the thread: " + String.join(",", pool));
            assertTrue(Long.parseLong(pool[6]) > 0, "and the wait was timed: " + String.join(",", pool));
        }
    }

    /** A thinking user's long think time is cut short by a stop: it holds no thread, yet it hears the stop. */
    @Test
    void aStopEndsThinkingUsersAtOnce() throws Exception {
        String scenario = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>",
                "<sample use=\"p\" name=\"ok\"/>\n"
                        + "<timer use=\"p\" name=\"pause\"><params><param name=\"duration\" value=\"1000s\"/></params></timer>",
                ScenarioFiles.closed(20, 1000));
        try (BladeHarness blade = BladeHarness.scenario(scenario, "", dir)) {
            blade.initAndStart();
            long calls = 0;
            while (calls < 20) {
                Thread.sleep(50);
                calls += blade.control().rollInterval().summaries().stream().mapToLong(summary -> summary.calls()).sum();
            }
            blade.control().stop();
            assertEquals(BladeState.STOPPED, blade.control().state());
            assertEquals(20, blade.rows("action").size(), "each user called once, then thought until the stop");
            String[] pool = blade.rows(ScenarioRunner.POOL_FILE).get(0).split(",", -1);
            assertTrue(Integer.parseInt(pool[2]) <= 20, "at most a thread per user: " + String.join(",", pool));
        }
        assertEquals(0, userThreadsLeft(), "no user thread outlives the blade");
    }

    /** The most calls in flight at one instant, from the stored calls' starts and durations. */
    private static int mostCallsAtOnce(List<String> rows) {
        List<long[]> edges = new java.util.ArrayList<>();
        for (String row : rows) {
            String[] fields = row.split(",");
            long start = Long.parseLong(fields[0]);
            edges.add(new long[] {start, 1});
            edges.add(new long[] {start + Long.parseLong(fields[5]), -1});
        }
        edges.sort(Comparator.<long[]>comparingLong(edge -> edge[0]).thenComparingLong(edge -> edge[1]));
        int inFlight = 0;
        int most = 0;
        for (long[] edge : edges) {
            inFlight += (int) edge[1];
            most = Math.max(most, inFlight);
        }
        return most;
    }

    /**
     * User threads still alive once those that were ending have had the hang guard's time to end:
     * a loaded machine may take seconds, so a short deadline would be a speed claim.
     */
    private static int userThreadsLeft() throws InterruptedException {
        long deadline = System.nanoTime() + LoadedMachine.HANG_GUARD.toNanos();
        while (liveUserThreads() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        return liveUserThreads();
    }

    /** Threads of any blade's user pool alive now (tests of a class run one at a time). */
    private static int liveUserThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("mwbench-user-") && thread.isAlive()).count();
    }
}
