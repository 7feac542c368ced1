package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.store.AlarmRow;
import org.mwbench.platform.blade.LocalStorageProxy;

/**
 * Why a blade measured less than its plan asked, in its own words: the first alarms it raised (a
 * user that could not connect says to what and why), printed under the run's INCOMPLETE line. A
 * user, or a test's failure message, then sees the cause without opening the run's folder, which
 * a test's temporary folder no longer has by the time anyone reads the failure.
 */
final class AlarmExcerpt {
    /** The alarms shown per blade: the first ones, which are the causes; the rest are often their echoes. */
    static final int SHOWN = 3;
    /** An alarm's message is cut to this many characters (nested causes can run to pages). */
    static final int WIDTH = 300;

    private AlarmExcerpt() {
    }

    /** The lines for one blade of the run in {@code runFolder}: none when it raised no alarm. */
    static List<String> of(Path runFolder, String blade) throws IOException {
        Path file = runFolder.resolve(blade).resolve(LocalStorageProxy.ALARM);
        List<AlarmRow> alarms = Files.isRegularFile(file) ? AlarmRow.read(file) : List.of();
        List<String> lines = new ArrayList<>();
        if (alarms.isEmpty()) {
            return lines;
        }
        lines.add(blade + "'s alarms (" + alarms.size() + ", all in " + blade + "/" + LocalStorageProxy.ALARM + "):");
        for (AlarmRow alarm : alarms.subList(0, Math.min(SHOWN, alarms.size()))) {
            String message = alarm.message().replaceAll("\\s+", " ").strip();
            lines.add("  " + alarm.severity() + " " + (message.length() > WIDTH ? message.substring(0, WIDTH) + "..." : message));
        }
        return lines;
    }
}
