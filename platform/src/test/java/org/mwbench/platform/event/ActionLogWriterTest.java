package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer's hand-over, with a writer held back before each buffer: a recording thread that
 * outruns it waits rather than losing events, the alarm is raised once, and once the writer
 * goes on every row reaches the file. No figure of time is asserted, only deadlines on waits.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ActionLogWriterTest {
    @TempDir
    Path dir;

    @Test
    void aRecordingThreadThatOutrunsTheWriterWaitsRaisesOneAlarmAndLosesNothing() throws Exception {
        ActionTypes types = new ActionTypes();
        int ping = types.idOf("ping");
        CountDownLatch gate = new CountDownLatch(1);
        Path file = dir.resolve("action");
        AtomicInteger alarms = new AtomicInteger();
        CountDownLatch alarmed = new CountDownLatch(1);
        // Enough buffers to fill the queue while the writer is held, and a few more.
        int calls = (ActionLogWriter.MAX_PENDING_BUFFERS + 4) * ActionEventBuffer.CAPACITY;
        ActionLogWriter writer = new ActionLogWriter(file, types, "test-held-writer", () -> {
            alarms.incrementAndGet();
            alarmed.countDown();
        }, () -> await(gate));
        Thread recording = new Thread(() -> {
            ActionRecorder recorder = new ActionRecorder(writer, new StripedStatistics(1).newThreadStatistics(), true);
            for (int i = 0; i < calls; i++) {
                recorder.record(i, 1, ping, i, true, 7, 0, null);
            }
            recorder.close();
        }, "test-recording");
        recording.start();
        try {
            assertTrue(alarmed.await(30, TimeUnit.SECONDS), "the backpressure alarm was raised");
            assertTrue(recording.isAlive(), "the recording thread waits for the writer rather than dropping events");
        } finally {
            gate.countDown();
            recording.join(TimeUnit.SECONDS.toMillis(30));
        }
        assertFalse(recording.isAlive(), "the recording thread went on once the writer did");
        writer.close();
        assertEquals(1, alarms.get(), "one alarm, however long the wait");
        assertEquals(calls, writer.written());
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(ActionLogWriter.HEADER, lines.get(0));
        assertEquals(calls + 1, lines.size(), "every call's row, after the header");
        assertEquals("0,1,ping,0,true,7,-1,false,0,", lines.get(1));
        assertEquals((calls - 1) + ",1,ping," + (calls - 1) + ",true,7,-1,false,0,", lines.get(calls));
        assertFalse(Files.exists(ActionLogWriter.spoolOf(file)), "the spool is deleted once the file has its rows");
    }

    @Test
    void buffersHandedJustBeforeCloseAreWritten() throws Exception {
        ActionTypes types = new ActionTypes();
        int ping = types.idOf("ping");
        Path file = dir.resolve("action");
        ActionLogWriter writer = new ActionLogWriter(file, types, "test-closing-writer", () -> { });
        for (int round = 0; round < 50; round++) {
            // A last partial buffer handed over while the writer parks: close must still see it.
            ActionRecorder recorder = new ActionRecorder(writer, new StripedStatistics(1).newThreadStatistics(), true);
            recorder.record(round, round, ping, 0, false, 1, 0, "x");
            recorder.close();
        }
        writer.close();
        assertEquals(50, writer.written());
        assertEquals(51, Files.readAllLines(file, StandardCharsets.UTF_8).size());
    }

    private static void await(CountDownLatch gate) {
        try {
            if (!gate.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("held for 60 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

}
