package org.mwbench.platform.supervisor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.agent.IdleBlade;
import org.mwbench.platform.blade.BladeAdapter;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeSettings;
import org.mwbench.platform.blade.LiveDataCollector;
import org.mwbench.platform.blade.LocalStorageProxy;
import org.mwbench.platform.blade.ManualClock;
import org.mwbench.platform.blade.TimeBase;

/** Start skew as the supervisor computes it, from actual starts dated with fixed timestamps. */
class StartSkewTest {
    private static final long SECOND = 1_000_000_000;

    @Test
    void theSkewIsTheLatestInjectorStartMinusTheEarliestServersLeftOut() {
        Map<String, Long> starts = Map.of("server", 0L, "a", 2 * SECOND + 150_000, "b", 2 * SECOND + 40_000,
                "c", 2 * SECOND + 90_000);
        assertEquals(110_000, StartSkew.of(starts, Set.of("server")));
        assertEquals(2 * SECOND + 150_000, StartSkew.of(starts, Set.of()), "a server counted would dominate");
        assertEquals(0, StartSkew.of(Map.of("a", 5L), Set.of()), "one injector: no skew");
        assertEquals(0, StartSkew.of(Map.of("server", 5L), Set.of("server")));
    }

    /** Two blades of one agent share its clock: their actual starts, as startNow dates them, make the skew. */
    @Test
    void actualStartsDatedByTheBladesGiveTheSkew(@TempDir Path folder) throws Exception {
        ManualClock clock = new ManualClock(0, 1_700_000_000L * SECOND);
        TimeBase origin = TimeBase.startingNow(clock);
        BladeAdapter first = blade(clock, origin, folder.resolve("a"));
        BladeAdapter second = blade(clock, origin, folder.resolve("b"));
        clock.set(SECOND);
        long a = first.startNow();
        clock.advance(35_000); // the second starter thread ran 35 µs later
        long b = second.startNow();
        assertEquals(35_000, StartSkew.of(Map.of("a", a, "b", b), Set.of()));
        first.stop();
        second.stop();
    }

    private static BladeAdapter blade(ManualClock clock, TimeBase origin, Path folder) throws BladeException {
        BladeAdapter adapter = new BladeAdapter(clock);
        adapter.bindFc(BladeAdapter.INSERT, new IdleBlade());
        adapter.bindFc(BladeAdapter.DATA_COLLECTOR, new LiveDataCollector());
        adapter.bindFc(BladeAdapter.STORAGE_PROXY, new LocalStorageProxy());
        adapter.deployed(new BladeSettings(folder.getFileName().toString(), "agent", "127.0.0.1", "", folder, Map.of()),
                clock.nanoTime());
        adapter.init(origin, Map.of());
        adapter.prepareStart();
        return adapter;
    }
}
