package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/** The log level and place of commands whose own output is the point: progress lines, tables. */
final class Logging {
    /** The log a run keeps in its folder: the platform's and the middleware libraries' messages. */
    static final String RUN_LOG = "mwbench.log";

    private Logging() {
    }

    /**
     * Only warnings from here on. slf4j-simple reads the level when the first logger is
     * made, so this must run before any platform class logs.
     */
    static void warningsOnly() {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }

    /**
     * Sends every log, the platform's and the middleware libraries' (JacORB, Axis through
     * commons-logging, gRPC and JAX-WS through java.util.logging), to a file instead of the
     * terminal, where it would break the progress lines; {@link #moveInto} puts it in the run's
     * folder once that exists. Must run before any class logs.
     *
     * @return the file, or null when it cannot be made (then warnings stay on the terminal)
     */
    static Path toFile() {
        try {
            // In the temporary folder until the run's folder exists: a refused plan creates nothing in the runs folder.
            Path file = Files.createTempFile("mwbench-run-", ".log");
            System.setProperty("org.slf4j.simpleLogger.logFile", file.toString());
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "info");
            julToSlf4j();
            return file;
        } catch (IOException | RuntimeException e) {
            warningsOnly();
            return null;
        }
    }

    /** java.util.logging's records go where slf4j's do, instead of its console handler's stderr. */
    private static void julToSlf4j() {
        java.util.logging.Logger root = java.util.logging.LogManager.getLogManager().getLogger("");
        for (Handler handler : root.getHandlers()) {
            root.removeHandler(handler);
        }
        root.setLevel(Level.INFO);
        root.addHandler(new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record == null || !isLoggable(record)) {
                    return;
                }
                org.slf4j.Logger logger = org.slf4j.LoggerFactory.getLogger(
                        record.getLoggerName() == null ? "jul" : record.getLoggerName());
                String message = new java.util.logging.SimpleFormatter().formatMessage(record);
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    logger.warn(message, record.getThrown());
                } else {
                    logger.info(message, record.getThrown());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
    }

    /**
     * Moves the log into the run's folder (the process keeps writing to it there) and says
     * where it is, with its count of warnings.
     */
    static void moveInto(Path log, Path folder, java.io.PrintWriter out) {
        if (log == null || !Files.exists(log)) {
            return;
        }
        try {
            Path target = folder.resolve(RUN_LOG);
            Files.move(log, target, StandardCopyOption.REPLACE_EXISTING);
            org.mwbench.platform.storage.ReportMode.followRun(folder, target);
            long warnings;
            try (var lines = Files.lines(target)) {
                warnings = lines.filter(line -> line.contains("[WARN]") || line.contains("[ERROR]")).count();
            }
            out.println("log: " + target.toAbsolutePath() + (warnings == 0 ? "" : " (" + warnings
                    + " warning(s); the platform's and the middleware libraries' messages, kept off the terminal)"));
        } catch (IOException | java.io.UncheckedIOException e) {
            out.println("log: " + log.toAbsolutePath());
        }
    }

    /** Removes a log no run folder took (the plan was refused): what it holds was printed. */
    static void discard(Path log) {
        if (log != null) {
            try {
                Files.deleteIfExists(log);
            } catch (IOException e) {
                // a stray file in the temporary folder
            }
        }
    }
}
