package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The writer's hand-over, with a stream that holds the writer back: a recording thread that
 * outruns it waits rather than losing events, the alarm is raised once, and once the writer
 * goes on every row reaches the file. No figure of time is asserted, only deadlines on waits.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ActionLogWriterTest {

    @Test
    void aRecordingThreadThatOutrunsTheWriterWaitsRaisesOneAlarmAndLosesNothing() throws Exception {
        ActionTypes types = new ActionTypes();
        int ping = types.idOf("ping");
        HeldStream out = new HeldStream();
        AtomicInteger alarms = new AtomicInteger();
        CountDownLatch alarmed = new CountDownLatch(1);
        // Enough buffers to fill the queue while the writer is held, and a few more.
        int calls = (ActionLogWriter.MAX_PENDING_BUFFERS + 4) * ActionEventBuffer.CAPACITY;
        ActionLogWriter writer = new ActionLogWriter(out, types, "test-held-writer", () -> {
            alarms.incrementAndGet();
            alarmed.countDown();
        });
        Thread recording = new Thread(() -> {
            ActionRecorder recorder = new ActionRecorder(writer, new StripedStatistics(1).newThreadStatistics(), true);
            for (int i = 0; i < calls; i++) {
                recorder.record(i, 1, ping, i, true, 7, 0, null);
            }
            recorder.close();
        }, "test-recording");
        out.hold();
        recording.start();
        try {
            assertTrue(alarmed.await(30, TimeUnit.SECONDS), "the backpressure alarm was raised");
            assertTrue(recording.isAlive(), "the recording thread waits for the writer rather than dropping events");
        } finally {
            out.release();
            recording.join(TimeUnit.SECONDS.toMillis(30));
        }
        assertFalse(recording.isAlive(), "the recording thread went on once the writer did");
        writer.close();
        assertEquals(1, alarms.get(), "one alarm, however long the wait");
        assertEquals(calls, writer.written());
        String[] lines = out.text().split("\n");
        assertEquals(ActionLogWriter.HEADER, lines[0]);
        assertEquals(calls + 1, lines.length, "every call's row, after the header");
        assertEquals("0,1,ping,0,true,7,-1,false,0,", lines[1]);
        assertEquals((calls - 1) + ",1,ping," + (calls - 1) + ",true,7,-1,false,0,", lines[calls]);
    }

    @Test
    void buffersHandedJustBeforeCloseAreWritten() throws Exception {
        ActionTypes types = new ActionTypes();
        int ping = types.idOf("ping");
        HeldStream out = new HeldStream();
        ActionLogWriter writer = new ActionLogWriter(out, types, "test-closing-writer", () -> { });
        for (int round = 0; round < 50; round++) {
            // A last partial buffer handed over while the writer parks: close must still see it.
            ActionRecorder recorder = new ActionRecorder(writer, new StripedStatistics(1).newThreadStatistics(), true);
            recorder.record(round, round, ping, 0, false, 1, 0, "x");
            recorder.close();
        }
        writer.close();
        assertEquals(50, writer.written());
        assertEquals(51, out.text().split("\n").length);
    }

    /** A stream whose writes wait while it is held, each wait bounded. */
    private static final class HeldStream extends OutputStream {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private volatile CountDownLatch gate = new CountDownLatch(0);

        void hold() {
            gate = new CountDownLatch(1);
        }

        void release() {
            gate.countDown();
        }

        String text() {
            synchronized (bytes) {
                return bytes.toString(StandardCharsets.UTF_8);
            }
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                if (!gate.await(60, TimeUnit.SECONDS)) {
                    throw new IOException("held for 60 s");
                }
            } catch (InterruptedException e) {
                throw new InterruptedIOException();
            }
            synchronized (bytes) {
                bytes.write(b, off, len);
            }
        }
    }
}
