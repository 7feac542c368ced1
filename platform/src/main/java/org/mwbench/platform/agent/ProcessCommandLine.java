package org.mwbench.platform.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A process's arguments, read whole from Linux's {@code /proc/<pid>/cmdline}.
 *
 * <p>Pitfall: {@link ProcessHandle.Info#arguments()} is <em>empty</em> on Linux when the command line
 * fills a memory page (4096 bytes): the JDK reads one page and, finding it full, keeps only a truncated
 * {@code commandLine()}. A JVM started with {@code -cp} and a distribution's fifty jars reaches that
 * size as soon as the install sits a few folders deeper, so a lookup by argument silently finds
 * nothing. mwbench's own child JVMs therefore take their class path from the environment
 * ({@link #CLASS_PATH_VARIABLE}), and every lookup goes through this class.
 */
public final class ProcessCommandLine {
    /** The variable {@code java} reads its class path from when no {@code -cp} is given. */
    public static final String CLASS_PATH_VARIABLE = "CLASSPATH";

    private ProcessCommandLine() {
    }

    /** The program and its arguments ({@code argv}); empty if the process is gone or not readable. */
    public static List<String> argv(ProcessHandle process) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline"));
            if (raw.length == 0) {
                return List.of(); // a zombie, or a kernel thread
            }
            String text = new String(raw, StandardCharsets.UTF_8);
            if (text.endsWith("\0")) {
                text = text.substring(0, text.length() - 1);
            }
            return List.of(text.split("\0", -1));
        } catch (IOException | SecurityException e) {
            // gone already, or no /proc (not Linux): what the JDK can tell
            List<String> argv = new ArrayList<>();
            process.info().command().ifPresent(argv::add);
            process.info().arguments().ifPresent(arguments -> argv.addAll(Arrays.asList(arguments)));
            return List.copyOf(argv);
        }
    }

    /** The arguments after the program, as {@link ProcessHandle.Info#arguments()} would give them whole. */
    public static List<String> arguments(ProcessHandle process) {
        List<String> argv = argv(process);
        return argv.isEmpty() ? argv : argv.subList(1, argv.size());
    }

    /** The whole command line joined by spaces, for a search or a message. */
    public static String joined(ProcessHandle process) {
        return String.join(" ", argv(process));
    }

    /**
     * Makes {@code builder} hand this JVM's class path to the child through the environment, not
     * through a {@code -cp} argument, so that the child's command line stays short and readable.
     */
    public static ProcessBuilder withThisClassPath(ProcessBuilder builder) {
        builder.environment().put(CLASS_PATH_VARIABLE, System.getProperty("java.class.path"));
        return builder;
    }
}
