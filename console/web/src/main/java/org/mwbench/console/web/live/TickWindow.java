package org.mwbench.console.web.live;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The last {@link #CAPACITY} ticks (ten minutes at one a second): what a page opened in
 * the middle of a run draws at once. Older ticks are dropped, so the console's memory
 * stays flat over a run of any length; the report keeps everything.
 */
public final class TickWindow {
    public static final int CAPACITY = 600;

    private final Deque<LiveTick> ticks = new ArrayDeque<>();
    private long lastSeq;

    synchronized long nextSeq() {
        return ++lastSeq;
    }

    synchronized void add(LiveTick tick) {
        ticks.addLast(tick);
        while (ticks.size() > CAPACITY) {
            ticks.removeFirst();
        }
    }

    /** The ticks after {@code seq}, oldest first. */
    public synchronized List<LiveTick> since(long seq) {
        List<LiveTick> newer = new ArrayList<>();
        for (LiveTick tick : ticks) {
            if (tick.seq() > seq) {
                newer.add(tick);
            }
        }
        return newer;
    }

    synchronized void clear() {
        ticks.clear();
    }
}
