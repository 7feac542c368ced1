package org.mwbench.console.web.live;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The alarms the console has seen, newest last, at most {@link #CAPACITY}: a run that
 * raises an alarm a second for hours keeps the console's memory flat.
 */
public final class AlarmFeed {
    static final int CAPACITY = 500;

    private final Deque<Alarm> alarms = new ArrayDeque<>();
    private long lastSeq;

    synchronized Alarm add(String runId, String blade, String severity, String message, double atSeconds) {
        Alarm alarm = new Alarm(++lastSeq, runId == null ? "" : runId, Instant.now().toString(), blade == null ? "" : blade,
                severity, message, atSeconds);
        alarms.addLast(alarm);
        while (alarms.size() > CAPACITY) {
            alarms.removeFirst();
        }
        return alarm;
    }

    /** The alarms after {@code seq}, oldest first. */
    public synchronized List<Alarm> since(long seq) {
        List<Alarm> newer = new ArrayList<>();
        for (Alarm alarm : alarms) {
            if (alarm.seq() > seq) {
                newer.add(alarm);
            }
        }
        return newer;
    }

    synchronized long lastSeq() {
        return lastSeq;
    }
}
