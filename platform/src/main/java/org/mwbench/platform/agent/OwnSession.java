package org.mwbench.platform.agent;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts a command in a session of its own ({@code setsid} of util-linux), out of the
 * terminal's process group: a Ctrl-C at the terminal reaches {@code mwbench run} alone,
 * which stops its agents and blades in order instead of losing them to the same signal.
 * Each child still ends with its parent (its own parent-death watch), so nothing outlives
 * the run. {@code setsid} execs the command in place: the process started is the command.
 */
public final class OwnSession {
    private static final List<Path> SETSID = List.of(Path.of("/usr/bin/setsid"), Path.of("/bin/setsid"));

    private OwnSession() {
    }

    /** The command, preceded by {@code setsid} where the machine has it (as it stays in the group otherwise). */
    public static List<String> of(List<String> command) {
        List<String> wrapped = new ArrayList<>();
        SETSID.stream().filter(Files::isExecutable).findFirst().ifPresent(setsid -> wrapped.add(setsid.toString()));
        wrapped.addAll(command);
        return wrapped;
    }
}
