package org.mwbench.platform.storage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** How report folders are named, as CLIF names them: {@code <plan>_<yyyy-MM-dd>_<HH>h<mm>m<ss>}. */
public final class ReportFolders {
    private static final DateTimeFormatter FOLDER_DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH'h'mm'm'ss");

    private ReportFolders() {
    }

    /** A folder under the root that does not exist yet; a second run in the same second gets a suffix. */
    public static Path newRunFolder(Path reportRoot, String planName, LocalDateTime startedAt) {
        String base = planName + "_" + FOLDER_DATE.format(startedAt);
        Path folder = reportRoot.resolve(base);
        for (int attempt = 2; Files.exists(folder); attempt++) {
            folder = reportRoot.resolve(base + "_" + attempt);
        }
        return folder;
    }

    /** The folder of series {@code number} (from 1) of a campaign. */
    public static Path series(Path campaignFolder, int number) {
        return campaignFolder.resolve(String.format("series-%02d", number));
    }
}
