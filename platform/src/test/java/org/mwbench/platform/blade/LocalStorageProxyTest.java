package org.mwbench.platform.blade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.event.ActionLogWriter;
import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.event.ActionTypes;
import org.mwbench.platform.event.StripedStatistics;

/**
 * Closing the storage is quick and leaves the action file's rows to {@code completeFiles}, which
 * the blade calls outside the lock its polls take: between the two, the file holds its header
 * and the spool every event, and what a poll stores meanwhile is refused without waiting.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LocalStorageProxyTest {
    @TempDir
    Path dir;

    @Test
    void closeKeepsTheEventsInTheSpoolAndCompleteFilesWritesTheRows() throws Exception {
        ActionTypes types = new ActionTypes();
        int ping = types.idOf("ping");
        LocalStorageProxy storage = new LocalStorageProxy();
        Path folder = dir.resolve("blade");
        storage.open(new BladeSettings("b", "a", "127.0.0.1", "", folder, Map.of()), types);
        ActionRecorder recorder = new ActionRecorder(storage.actions(), new StripedStatistics(1).newThreadStatistics(), true);
        for (int i = 0; i < 3000; i++) {
            recorder.record(i, 0, ping, i, true, 10, 0, null);
        }
        recorder.close();

        storage.close();
        Path action = folder.resolve(LocalStorageProxy.ACTION);
        assertEquals(List.of(ActionLogWriter.HEADER), Files.readAllLines(action, StandardCharsets.UTF_8));
        assertTrue(Files.size(ActionLogWriter.spoolOf(action)) > 0, "every event is in the spool");
        storage.gauges(List.of(new GaugeReading("b", 1, "population", 1))); // a poll meanwhile: refused, not waiting
        storage.alarm(1, AlarmSeverity.INFO, "after close");

        storage.completeFiles();
        List<String> rows = Files.readAllLines(action, StandardCharsets.UTF_8);
        assertEquals(3001, rows.size());
        assertEquals("2999,0,ping,2999,true,10,-1,false,0,", rows.get(3000));
        assertFalse(Files.exists(ActionLogWriter.spoolOf(action)));
        storage.completeFiles(); // idempotent, as close is
        storage.close();
        assertEquals(3001, Files.readAllLines(action, StandardCharsets.UTF_8).size());
    }
}
