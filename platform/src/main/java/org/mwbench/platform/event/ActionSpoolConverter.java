package org.mwbench.platform.event;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Turns an {@link ActionSpool} into its {@code action} file: the header, then one CSV row per
 * event, as {@link ActionRowEncoder} writes them. The rows go to a file beside it that then
 * replaces the action file in one rename, and only then is the spool deleted: an action file
 * that has rows is whole, so a reader takes a spool only beside a file of a header alone.
 */
public final class ActionSpoolConverter {
    private ActionSpoolConverter() {
    }

    /** @return the rows written */
    public static long convert(Path spool, Path action) throws IOException {
        Path converting = action.resolveSibling(action.getFileName() + ".converting");
        long[] rows = {0};
        try (OutputStream out = Files.newOutputStream(converting)) {
            out.write((ActionLogWriter.HEADER + "\n").getBytes(StandardCharsets.US_ASCII));
            ActionRowEncoder[] encoder = {null};
            ActionSpoolReader.forEach(spool, (events, types) -> {
                if (encoder[0] == null) {
                    encoder[0] = new ActionRowEncoder(types, out);
                }
                encoder[0].append(events);
                rows[0] += events.size();
            });
            if (encoder[0] != null) {
                encoder[0].flush();
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(converting);
            throw e;
        }
        Files.move(converting, action, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.delete(spool);
        return rows[0];
    }
}
