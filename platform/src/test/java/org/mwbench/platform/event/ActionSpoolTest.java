package org.mwbench.platform.event;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.mwbench.platform.event.ActionRowEncoderTest.add;

import java.io.ByteArrayOutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.storage.ActionFileReader;
import org.mwbench.platform.storage.ActionRow;

/**
 * The action file made from the writer's spool is, byte for byte, what {@link ActionRowEncoder}
 * writes from the same events (and so what the writer wrote before it spooled: see
 * {@code ActionRowEncoderTest}); a spool left by a killed agent is read, every complete event of
 * it, and can still be made into its file.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ActionSpoolTest {
    @TempDir
    Path dir;

    private static final long[] EDGES = {0, 1, -1, 9, 10, 99, 100, 12_345, -12_345, Integer.MAX_VALUE, Integer.MIN_VALUE,
        999_999_999_999_999_999L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1};
    private static final String[] COMMENTS = {null, "", "java.net.ConnectException", "a, b", "say \"no\"", "line\nbreak",
        "cr\rhere", "naïve → ünïcode ✓"};

    @Test
    void theFileMadeFromTheSpoolIsWhatTheEncoderWritesByteForByte() throws Exception {
        ActionTypes types = new ActionTypes();
        types.idOf("plain");
        types.idOf("with, comma");
        types.idOf("héllo → wörld");
        List<ActionEventBuffer> batches = mixOfEvents(true);
        Path file = dir.resolve("action");
        try (ActionLogWriter writer = new ActionLogWriter(file, types, "test-writer", () -> { })) {
            for (ActionEventBuffer events : batches) {
                if (events == batches.get(3)) {
                    types.idOf("a type registered while the run goes on, \"quoted\""); // first used by batch 3
                }
                writer.release(copy(events)); // the writer recycles what it is given
            }
        }
        assertArrayEquals(encoded(types, batches), Files.readAllBytes(file));
        assertFalse(Files.exists(ActionLogWriter.spoolOf(file)));
        assertFalse(Files.exists(dir.resolve("action.converting")));
    }

    @Test
    void aSpoolLeftByAKilledAgentIsReadAndCanBeMadeIntoItsFile() throws Exception {
        ActionTypes types = new ActionTypes();
        types.idOf("plain");
        types.idOf("with, comma");
        types.idOf("héllo → wörld");
        types.idOf("a type registered while the run goes on, \"quoted\"");
        // No line break in a comment: ActionFileReader reads a row a line, and cannot read those back.
        List<ActionEventBuffer> batches = mixOfEvents(false);
        Path file = dir.resolve("action");
        Files.writeString(file, ActionLogWriter.HEADER + "\n", StandardCharsets.US_ASCII); // as the writer leaves it
        Path spool = ActionLogWriter.spoolOf(file);
        try (ActionSpool writing = new ActionSpool(spool, types)) {
            for (ActionEventBuffer events : batches) {
                writing.append(events);
            }
        }
        // The agent died in the middle of the last record: that event was never whole.
        try (FileChannel channel = FileChannel.open(spool, StandardOpenOption.WRITE)) {
            channel.truncate(channel.size() - 5);
        }
        ActionEventBuffer last = batches.get(batches.size() - 1);
        last.size--;
        long complete = batches.stream().mapToLong(ActionEventBuffer::size).sum();

        List<ActionRow> read = new ArrayList<>();
        ActionFileReader.forEach(file, read::add);
        assertEquals(complete, read.size(), "every complete event of the spool, and only those");
        ActionEventBuffer first = batches.get(0);
        assertEquals(new ActionRow(first.date[1], first.session[1], types.nameOf(first.type[1]), first.iteration[1],
                first.success[1], first.duration[1], first.iterationDelay[1], first.warmup[1], first.result[1],
                first.comment[1] == null ? "" : first.comment[1]), read.get(1));

        assertEquals(complete, ActionSpoolConverter.convert(spool, file));
        assertArrayEquals(encoded(types, batches), Files.readAllBytes(file));
        assertFalse(Files.exists(spool));
        List<ActionRow> again = new ArrayList<>();
        ActionFileReader.forEach(file, again::add);
        assertEquals(read, again, "the file made from the spool reads as the spool did");
    }

    @Test
    void aFileWithRowsIsWholeAndAStaleSpoolBesideItIsNotReadTwice() throws Exception {
        Path file = dir.resolve("action");
        Files.writeString(file, ActionLogWriter.HEADER + "\n5,1,ping,0,true,7,-1,false,0,\n", StandardCharsets.UTF_8);
        ActionTypes types = new ActionTypes();
        types.idOf("ping");
        ActionEventBuffer events = new ActionEventBuffer();
        add(events, 5, 1, 0, 0, true, 7, -1, false, 0, null);
        try (ActionSpool spool = new ActionSpool(ActionLogWriter.spoolOf(file), types)) {
            spool.append(events); // a converted file whose spool was not yet deleted
        }
        List<ActionRow> read = new ArrayList<>();
        ActionFileReader.forEach(file, read::add);
        assertEquals(1, read.size());
    }

    /**
     * A blade JVM killed before its first buffer was full (a slow blade) leaves the header and a
     * spool of no event: the file reads as no row, and collect's quick statistics do not fail.
     */
    @Test
    void aSpoolOfNoEventReadsAsNoRowWhetherItGotItsMagicOrNot() throws Exception {
        Path file = dir.resolve("action");
        Files.writeString(file, ActionLogWriter.HEADER + "\n", StandardCharsets.US_ASCII);
        Path spool = ActionLogWriter.spoolOf(file);
        ActionTypes types = new ActionTypes();
        ActionSpool opened = new ActionSpool(spool, types); // never closed: killed
        assertEquals(ActionSpool.MAGIC.length, Files.size(spool), "the magic is written as the spool opens");
        List<ActionRow> read = new ArrayList<>();
        ActionFileReader.forEach(file, read::add);
        assertEquals(List.of(), read);
        opened.close();
        Files.write(spool, new byte[0]);
        ActionFileReader.forEach(file, read::add);
        assertEquals(List.of(), read);
    }

    /**
     * A spool is read from a folder an agent sent: one written by no mwbench (a compromised agent,
     * a damaged disk) must be refused or read as truncated, never make the reader allocate what its
     * lengths claim. A row of a type no record named is refused; a comment claiming 2 GiB in a file
     * of a few bytes is a truncated last record, read after the complete rows before it.
     */
    @Test
    void aSpoolNoWriterWroteIsRefusedOrReadAsTruncatedWithoutAllocatingItsLengths() throws Exception {
        Path file = dir.resolve("action");
        Files.writeString(file, ActionLogWriter.HEADER + "\n", StandardCharsets.US_ASCII);
        Path spool = ActionLogWriter.spoolOf(file);

        java.nio.ByteBuffer undeclared = spoolBytes(64);
        undeclared.put(ActionSpool.ROW).putLong(1).putInt(1).putInt(7).putInt(0).put(ActionSpool.SUCCESS)
                .putLong(10).putLong(-1).putLong(0);
        Files.write(spool, bytesOf(undeclared));
        java.io.IOException refused = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> ActionFileReader.forEach(file, row -> { }));
        org.junit.jupiter.api.Assertions.assertTrue(refused.getMessage().contains("type 7"), refused.getMessage());

        java.nio.ByteBuffer huge = spoolBytes(128);
        byte[] name = "t".getBytes(StandardCharsets.UTF_8);
        huge.put(ActionSpool.TYPE).putInt(0).putInt(name.length).put(name);
        huge.put(ActionSpool.ROW).putLong(1).putInt(1).putInt(0).putInt(0).put(ActionSpool.SUCCESS)
                .putLong(10).putLong(-1).putLong(0);
        huge.put(ActionSpool.ROW).putLong(2).putInt(1).putInt(0).putInt(0).put((byte) (ActionSpool.SUCCESS | ActionSpool.COMMENT))
                .putLong(10).putLong(-1).putLong(0).putInt(Integer.MAX_VALUE - 64);
        Files.write(spool, bytesOf(huge));
        List<ActionRow> read = new ArrayList<>();
        org.mwbench.contract.fuzz.AllocationBudget.check("a spool claiming a 2 GiB comment", () -> {
            read.clear();
            ActionFileReader.forEach(file, read::add);
        });
        assertEquals(1, read.size(), "the complete row before the bogus one: " + read);
    }

    private static java.nio.ByteBuffer spoolBytes(int capacity) {
        return java.nio.ByteBuffer.allocate(capacity).order(java.nio.ByteOrder.LITTLE_ENDIAN).put(ActionSpool.MAGIC);
    }

    private static byte[] bytesOf(java.nio.ByteBuffer buffer) {
        return java.util.Arrays.copyOf(buffer.array(), buffer.position());
    }

    /**
     * Every number's edges, warm-up rows, comments that must be quoted, non-ASCII text, a comment
     * longer than a spool block, type ids first met out of order, and a type used only from batch 3.
     */
    private static List<ActionEventBuffer> mixOfEvents(boolean lineBreaks) {
        List<ActionEventBuffer> batches = new ArrayList<>();
        ActionEventBuffer edges = new ActionEventBuffer();
        for (long edge : EDGES) {
            add(edges, edge, (int) edge, 2, (int) (edge >> 3), edge % 2 == 0, edge, edge, edge % 3 == 0, edge, null);
        }
        batches.add(edges);
        ActionEventBuffer comments = new ActionEventBuffer();
        for (int type = 2; type >= 0; type--) {
            for (String comment : COMMENTS) {
                if (!lineBreaks && comment != null && (comment.contains("\n") || comment.contains("\r"))) {
                    continue;
                }
                add(comments, 1_000_000L * type, 7, type, 3, comment == null, 42, -1, type == 1, 0, comment);
            }
        }
        add(comments, 9, 9, 0, 9, false, 9, 9, false, 9, "x".repeat(300_000) + ", past a spool block");
        batches.add(comments);
        ActionEventBuffer full = new ActionEventBuffer();
        while (!full.isFull()) {
            int i = full.size;
            add(full, 1000L * i, i % 13, i % 3, i, i % 5 != 0, 100 + i, i % 2 == 0 ? -1 : i, i % 4 == 0, -i,
                    i % 97 == 0 ? "err, " + i : null);
        }
        batches.add(full);
        ActionEventBuffer late = new ActionEventBuffer();
        for (int i = 0; i < 10; i++) {
            add(late, i, i, i % 2 == 0 ? 3 : 0, i, true, i, -1, false, i, i == 4 ? "late \"one\"" : null);
        }
        batches.add(late);
        return batches;
    }

    /** The action file as {@link ActionRowEncoder} writes it, header first. */
    private static byte[] encoded(ActionTypes types, List<ActionEventBuffer> batches) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write((ActionLogWriter.HEADER + "\n").getBytes(StandardCharsets.US_ASCII));
        ActionRowEncoder encoder = new ActionRowEncoder(types, bytes);
        for (ActionEventBuffer events : batches) {
            encoder.append(events);
        }
        encoder.flush();
        return bytes.toByteArray();
    }

    private static ActionEventBuffer copy(ActionEventBuffer events) {
        ActionEventBuffer copy = new ActionEventBuffer();
        for (int i = 0; i < events.size; i++) {
            add(copy, events.date[i], events.session[i], events.type[i], events.iteration[i], events.success[i],
                    events.duration[i], events.iterationDelay[i], events.warmup[i], events.result[i], events.comment[i]);
        }
        return copy;
    }
}
