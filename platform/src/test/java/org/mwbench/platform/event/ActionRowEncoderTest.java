package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encoder writes exactly the rows the {@code StringBuilder} it replaced wrote (kept here as
 * {@link #reference}): every number's edge (0, negative, each digit count, both extremes), names
 * and comments that must be quoted, non-ASCII text, rows past a 64 KiB block, and a type
 * registered after writing began.
 */
class ActionRowEncoderTest {
    @TempDir
    Path dir;

    private static final long[] EDGES = {0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, 12_345, -12_345, 1_000_000_007L,
        Integer.MAX_VALUE, Integer.MIN_VALUE, 999_999_999_999_999_999L, 1_000_000_000_000_000_000L, Long.MAX_VALUE,
        Long.MIN_VALUE, Long.MIN_VALUE + 1};

    @Test
    void everyNumbersEdgeIsWrittenAsLongToStringWritesIt() throws Exception {
        ActionTypes types = new ActionTypes();
        types.idOf("ping");
        List<ActionEventBuffer> batches = new ArrayList<>();
        ActionEventBuffer events = new ActionEventBuffer();
        for (long edge : EDGES) {
            add(events, edge, (int) edge, 0, (int) edge, edge % 2 == 0, edge, edge, edge % 3 == 0, edge, null);
        }
        batches.add(events);
        assertEncodedAsReference(types, batches);
    }

    @Test
    void namesAndCommentsAreQuotedAndEncodedAsBefore() throws Exception {
        ActionTypes types = new ActionTypes();
        types.idOf("plain");
        types.idOf("with, comma");
        types.idOf("with \"quote\"");
        types.idOf("héllo → wörld");
        ActionEventBuffer events = new ActionEventBuffer();
        String[] comments = {null, "", "java.net.ConnectException", "a, b", "say \"no\"", "line\nbreak", "cr\rhere",
            "naïve → ünïcode ✓"};
        for (int type = 0; type < 4; type++) {
            for (String comment : comments) {
                add(events, 1_000_000L * type, 7, type, 3, true, 42, -1, false, 0, comment);
            }
        }
        assertEncodedAsReference(types, List.of(events));
    }

    @Test
    void manyRowsPastOneBlockAndATypeRegisteredLate() throws Exception {
        ActionTypes types = new ActionTypes();
        types.idOf("ping");
        SplittableRandom random = new SplittableRandom(34);
        List<ActionEventBuffer> batches = new ArrayList<>();
        for (int b = 0; b < 5; b++) {
            if (b == 3) {
                types.idOf("late type, registered while the run goes on");
            }
            ActionEventBuffer events = new ActionEventBuffer();
            while (!events.isFull()) {
                add(events, random.nextLong(Long.MAX_VALUE), random.nextInt(1000), random.nextInt(types.count()),
                        random.nextInt(1 << 20), random.nextBoolean(), random.nextLong(1L << (1 + random.nextInt(40))),
                        random.nextBoolean() ? -1 : random.nextLong(1_000_000), random.nextBoolean(), random.nextLong(),
                        random.nextInt(50) == 0 ? "err, " + random.nextInt() : null);
            }
            batches.add(events);
        }
        assertEncodedAsReference(types, batches);
    }

    @Test
    void theWriterThreadWritesTheHeaderAndEveryRow() throws Exception {
        ActionTypes types = new ActionTypes();
        int ping = types.idOf("ping");
        Path file = dir.resolve("action");
        List<String> expected = new ArrayList<>();
        expected.add(ActionLogWriter.HEADER);
        try (ActionLogWriter writer = new ActionLogWriter(file, types, "test-writer", () -> { })) {
            ActionRecorder recorder = new ActionRecorder(writer, new StripedStatistics(1).newThreadStatistics(), true);
            for (int i = 0; i < 3 * ActionEventBuffer.CAPACITY + 5; i++) {
                recorder.record(1000L * i, 1, ping, i, i % 7 != 0, 500 + i, i, i % 7 == 0 ? "boom, " + i : null);
                expected.add(1000L * i + ",1,ping," + i + "," + (i % 7 != 0) + "," + (500 + i) + ",-1,false," + i + ","
                        + (i % 7 == 0 ? "\"boom, " + i + "\"" : ""));
            }
            recorder.close();
        }
        List<String> written = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(expected.size(), written.size());
        assertEquals(expected, written);
    }

    static void add(ActionEventBuffer events, long date, int session, int type, int iteration, boolean success,
                            long duration, long delay, boolean warmup, long result, String comment) {
        int i = events.size;
        events.date[i] = date;
        events.session[i] = session;
        events.type[i] = type;
        events.iteration[i] = iteration;
        events.success[i] = success;
        events.duration[i] = duration;
        events.iterationDelay[i] = delay;
        events.warmup[i] = warmup;
        events.result[i] = result;
        events.comment[i] = comment;
        events.size = i + 1;
    }

    private static void assertEncodedAsReference(ActionTypes types, List<ActionEventBuffer> batches) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ActionRowEncoder encoder = new ActionRowEncoder(types, bytes);
        StringBuilder expected = new StringBuilder();
        for (ActionEventBuffer events : batches) {
            encoder.append(events);
            expected.append(reference(types, events));
        }
        encoder.flush();
        assertEquals(expected.toString(), bytes.toString(StandardCharsets.UTF_8));
    }

    /** The rows as ActionLogWriter wrote them before the encoder: a StringBuilder per row, then UTF-8. */
    static String reference(ActionTypes types, ActionEventBuffer events) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < events.size; i++) {
            out.append(events.date[i]).append(',')
                    .append(events.session[i]).append(',')
                    .append(CsvText.field(types.nameOf(events.type[i]))).append(',')
                    .append(events.iteration[i]).append(',')
                    .append(events.success[i]).append(',')
                    .append(events.duration[i]).append(',')
                    .append(events.iterationDelay[i]).append(',')
                    .append(events.warmup[i]).append(',')
                    .append(events.result[i]).append(',')
                    .append(CsvText.field(events.comment[i])).append('\n');
        }
        return out.toString();
    }
}
