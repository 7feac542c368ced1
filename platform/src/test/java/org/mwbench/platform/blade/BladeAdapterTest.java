package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.event.ActionRecorder;

/**
 * The blade adapter's life cycle with fixed timestamps and a recording storage: every
 * transition, the date it is stored with, the insert calls it makes, and the transitions
 * it refuses.
 */
class BladeAdapterTest {
    private static final long SECOND = 1_000_000_000;

    @TempDir
    Path folder;

    /** An insert that notes the calls it gets and records one call when started. */
    static final class NotingInsert implements BladeInsert {
        final List<String> calls = new ArrayList<>();
        private BladeContext context;

        @Override
        public void init(BladeContext context) {
            this.context = context;
            context.actionTypes().idOf("call");
            calls.add("init");
        }

        @Override
        public void start() {
            calls.add("start");
            try (ActionRecorder recorder = context.newRecorder(false)) {
                recorder.record(context.timeBase().nowSinceOrigin(), 0, 0, 0, true, 2_000_000, 0, null);
            }
        }

        @Override
        public void suspend() {
            calls.add("suspend");
        }

        @Override
        public void resume() {
            calls.add("resume");
        }

        @Override
        public void stop() {
            calls.add("stop");
        }
    }

    private final ManualClock clock = new ManualClock(100 * SECOND, 1_700_000_000L * SECOND);
    private final RecordingStorage storage = new RecordingStorage();
    private final NotingInsert insert = new NotingInsert();
    private final BladeAdapter adapter = new BladeAdapter(clock);

    BladeAdapterTest() {
        adapter.bindFc(BladeAdapter.INSERT, insert);
        adapter.bindFc(BladeAdapter.DATA_COLLECTOR, new LiveDataCollector());
        adapter.bindFc(BladeAdapter.STORAGE_PROXY, storage);
    }

    private void deployAndInit() throws BladeException {
        long deployStart = clock.nanoTime();
        clock.advance(SECOND); // deploying takes a second
        adapter.deployed(new BladeSettings("injector", "agent", "127.0.0.1", "", folder, Map.of()), deployStart);
        clock.advance(SECOND); // the origin: two seconds after the deploy began
        adapter.init(TimeBase.startingNow(clock), Map.of());
    }

    private RecordingStorage.Transition t(long sinceOrigin, BladeState state) {
        return new RecordingStorage.Transition(sinceOrigin, state);
    }

    @Test
    void transitionsBeforeTheOriginAreDatedOnceItIsKnown() throws BladeException {
        deployAndInit();
        assertEquals(List.of(t(-2 * SECOND, BladeState.DEPLOYING), t(-SECOND, BladeState.DEPLOYED),
                t(0, BladeState.INITIALIZING), t(0, BladeState.INITIALIZED)), storage.transitions);
        assertEquals(BladeState.INITIALIZED, adapter.state());
    }

    @Test
    void aRunIsDatedAtItsActualStartAndSuspendResumeAndStopAreDated() throws BladeException {
        deployAndInit();
        clock.advance(SECOND);
        adapter.prepareStart();
        clock.advance(250_000);
        assertEquals(SECOND + 250_000, adapter.startNow(), "the actual start, what start skew is computed from");
        clock.advance(SECOND);
        adapter.suspend();
        assertEquals(BladeState.SUSPENDED, adapter.state());
        clock.advance(SECOND);
        adapter.resume();
        assertEquals(BladeState.RUNNING, adapter.state());
        clock.advance(SECOND);
        adapter.stop();
        assertEquals(List.of(t(SECOND, BladeState.STARTING), t(SECOND + 250_000, BladeState.RUNNING),
                        t(2 * SECOND + 250_000, BladeState.SUSPENDING), t(2 * SECOND + 250_000, BladeState.SUSPENDED),
                        t(3 * SECOND + 250_000, BladeState.RESUMING), t(3 * SECOND + 250_000, BladeState.RUNNING),
                        t(4 * SECOND + 250_000, BladeState.STOPPING), t(4 * SECOND + 250_000, BladeState.STOPPED)),
                storage.transitions.subList(4, storage.transitions.size()));
        assertEquals(List.of("init", "start", "suspend", "resume", "stop"), insert.calls);
        assertEquals(BladeState.STOPPED, adapter.state());
        assertTrue(storage.closed, "a final state is published once the files are closed");
    }

    @Test
    void theFirstIntervalBeginsAtTheStartAndIsDatedByTheClock() throws BladeException {
        deployAndInit();
        clock.advance(5 * SECOND); // waiting for the start instant is no part of the first interval
        adapter.prepareStart();
        adapter.startNow();
        clock.advance(SECOND);
        IntervalReport report = adapter.rollInterval();
        IntervalSummary summary = report.summaries().get(0);
        assertEquals(6 * SECOND, summary.end());
        assertEquals(SECOND, summary.length());
        assertEquals(1, summary.calls());
        assertEquals(1, storage.intervals.size());
        assertEquals(6 * SECOND, report.gauges().get(0).end());
    }

    @Test
    void theLastIntervalIsStoredBeforeTheFilesCloseAndHandedOverAtTheNextPoll() throws BladeException {
        deployAndInit();
        adapter.prepareStart();
        adapter.startNow(); // records one call
        clock.advance(SECOND);
        adapter.stop();
        assertTrue(storage.closed);
        assertEquals(1, storage.intervals.size(), "events=histograms keeps the calls of the last interval");
        assertEquals(SECOND, storage.intervals.get(0).summary().end());
        IntervalReport last = adapter.rollInterval();
        assertEquals(List.of(storage.intervals.get(0).summary()), last.summaries(), "the live tail gets it too");
        assertEquals(List.of(), adapter.rollInterval().summaries(), "once");
    }

    @Test
    void illegalTransitionsAreRefusedWithTheStateTheBladeIsIn() throws BladeException {
        BladeException early = assertThrows(BladeException.class, () -> adapter.init(TimeBase.startingNow(clock), Map.of()));
        assertEquals("blade ?: cannot init while undeployed", early.getMessage());
        deployAndInit();
        assertEquals("blade injector: cannot suspend while initialized",
                assertThrows(BladeException.class, adapter::suspend).getMessage());
        assertEquals("blade injector: cannot resume while initialized",
                assertThrows(BladeException.class, adapter::resume).getMessage());
        adapter.prepareStart();
        adapter.startNow();
        assertEquals("blade injector: cannot start while running",
                assertThrows(BladeException.class, adapter::prepareStart).getMessage());
        assertEquals("blade injector: cannot resume while running",
                assertThrows(BladeException.class, adapter::resume).getMessage());
        adapter.suspend();
        assertEquals("blade injector: cannot suspend while suspended",
                assertThrows(BladeException.class, adapter::suspend).getMessage());
        adapter.stop();
        assertEquals("blade injector: cannot resume while stopped",
                assertThrows(BladeException.class, adapter::resume).getMessage());
        adapter.stop(); // stopping twice is harmless
        assertEquals(BladeState.STOPPED, storage.transitions.get(storage.transitions.size() - 1).state());
        assertEquals(List.of("init", "start", "suspend", "stop"), insert.calls, "a refused transition never reaches the insert");
    }

    @Test
    void aStopWhileWaitingForTheStartInstantStartsNothing() throws BladeException {
        deployAndInit();
        adapter.prepareStart();
        adapter.stop();
        clock.advance(SECOND);
        assertEquals(SECOND, adapter.startNow());
        assertEquals(BladeState.STOPPED, adapter.state());
        assertEquals(List.of("init", "stop"), insert.calls);
    }
}
