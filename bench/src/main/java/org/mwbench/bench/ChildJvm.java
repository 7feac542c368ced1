package org.mwbench.bench;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.agent.ProcessCommandLine;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * The command line of a JVM of its own for a benchmark's part (a middleware server, a client
 * whose memory is measured): the same java, class path and plugins folder as this JVM, so the
 * child runs the very code and middleware the parent would.
 */
public final class ChildJvm {
    private ChildJvm() {
    }

    /**
     * {@code java OPTIONS -Dmwbench.plugins=... MAIN ARGS}, with this JVM's class path in the child's
     * environment rather than on its command line ({@link ProcessCommandLine} says why).
     */
    public static ProcessBuilder builder(List<String> jvmOptions, String mainClass, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(org.mwbench.platform.agent.ChildJvm.javaBinary());
        command.addAll(jvmOptions);
        PluginFolders.root().ifPresent(root -> command.add("-D" + PluginFolders.PROPERTY + "=" + root));
        command.add(mainClass);
        command.addAll(args);
        return ProcessCommandLine.withThisClassPath(new ProcessBuilder(command));
    }
}
