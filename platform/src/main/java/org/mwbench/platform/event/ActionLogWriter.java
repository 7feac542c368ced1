package org.mwbench.platform.event;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a blade's {@code action} file on a thread of its own, so that formatting and
 * disk I/O stay off the measured threads. Recording threads hand over full buffers and
 * get recycled empty ones back; a buffer is only allocated when the pool runs dry.
 */
public final class ActionLogWriter implements ActionSink, AutoCloseable {
    /**
     * The action file's columns. {@code schedule_delay_ns} is -1 for calls that had no
     * intended start (closed model); {@code comment} is last because it is free text.
     */
    public static final String HEADER =
            "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment";

    private final ActionTypes types;
    private final BufferedWriter out;
    private final LinkedBlockingQueue<ActionEventBuffer> filled = new LinkedBlockingQueue<>();
    private final ConcurrentLinkedQueue<ActionEventBuffer> empty = new ConcurrentLinkedQueue<>();
    private final AtomicLong written = new AtomicLong();
    private final Thread thread;
    private volatile boolean closing;
    private volatile IOException failure;

    public ActionLogWriter(Path file, ActionTypes types, String threadName) throws IOException {
        this.types = types;
        this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
        out.write(HEADER);
        out.newLine();
        out.flush(); // a file read while the run goes on (or after a crash) always has its header
        this.thread = new Thread(this::drain, threadName);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public ActionEventBuffer exchange(ActionEventBuffer events) {
        if (events != null && events.size > 0) {
            filled.add(events);
        } else if (events != null) {
            empty.add(events);
        }
        ActionEventBuffer next = empty.poll();
        return next != null ? next : new ActionEventBuffer();
    }

    @Override
    public void release(ActionEventBuffer last) {
        if (last.size > 0) {
            filled.add(last);
        }
    }

    /** Events written to the file so far. */
    public long written() {
        return written.get();
    }

    private void drain() {
        try {
            while (!closing || !filled.isEmpty()) {
                ActionEventBuffer events = filled.poll(100, TimeUnit.MILLISECONDS);
                if (events == null) {
                    continue;
                }
                write(events);
                events.clear();
                empty.add(events);
                if (filled.isEmpty()) {
                    // Keep the file close to what was measured, so an agent that dies keeps most of it.
                    out.flush();
                }
            }
            out.flush();
        } catch (IOException e) {
            failure = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void write(ActionEventBuffer events) throws IOException {
        StringBuilder row = new StringBuilder(96);
        for (int i = 0; i < events.size; i++) {
            row.setLength(0);
            row.append(events.date[i]).append(',')
                    .append(events.session[i]).append(',')
                    .append(CsvText.field(types.nameOf(events.type[i]))).append(',')
                    .append(events.iteration[i]).append(',')
                    .append(events.success[i]).append(',')
                    .append(events.duration[i]).append(',')
                    .append(events.scheduleDelay[i]).append(',')
                    .append(events.warmup[i]).append(',')
                    .append(events.result[i]).append(',')
                    .append(CsvText.field(events.comment[i]));
            out.append(row).append('\n');
        }
        written.addAndGet(events.size);
    }

    /** Writes everything handed over so far and closes the file. */
    @Override
    public void close() throws IOException {
        closing = true;
        try {
            thread.join(TimeUnit.SECONDS.toMillis(60));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            throw new IOException("the action writer did not finish within 60 s");
        }
        out.close();
        if (failure != null) {
            throw new UncheckedIOException("writing the action file failed", failure);
        }
    }
}
