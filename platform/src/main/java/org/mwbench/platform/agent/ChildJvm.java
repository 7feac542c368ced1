package org.mwbench.platform.agent;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.FractalRuntime;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * Starts a JVM of mwbench's own (a blade with its own JVM options, a middleware server):
 * the same java binary and class path as this JVM, plus the given options. The child is
 * told this JVM's pid and exits when it ends, so a killed agent leaves no orphan behind.
 * It runs in a session of its own ({@link OwnSession}): the terminal's Ctrl-C stops the run,
 * which stops the child, rather than killing the child in the middle of the run.
 */
public final class ChildJvm {
    private ChildJvm() {
    }

    /**
     * @param jvmOptions options before the main class, e.g. {@code -Xint -XX:+UseSerialGC}
     * @param log        where the child's standard error goes; its standard output is piped to the caller
     */
    public static Process start(List<String> jvmOptions, String mainClass, List<String> arguments, Path log)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(javaBinary());
        command.addAll(jvmOptions);
        command.add("-D" + FractalRuntime.PROVIDER_PROPERTY + "=" + FractalRuntime.JULIA);
        // The child finds the same middleware plugins, each in a class loader of its own.
        PluginFolders.root().ifPresent(root -> command.add("-D" + PluginFolders.PROPERTY + "=" + root));
        command.add(mainClass); // the class path goes in the environment (ProcessCommandLine says why)
        command.addAll(arguments);
        command.add("--parent-pid");
        command.add(Long.toString(ProcessHandle.current().pid()));
        return ProcessCommandLine.withThisClassPath(new ProcessBuilder(OwnSession.of(command)))
                .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    }

    /** The java this JVM runs on, so a child on JDK 25 stays on JDK 25. */
    public static String javaBinary() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** In a child: exits when the parent process ends. */
    public static void exitWithParent(long parentPid) {
        ProcessHandle.of(parentPid).map(ProcessHandle::onExit)
                .orElse(java.util.concurrent.CompletableFuture.completedFuture(null))
                .thenRun(() -> Runtime.getRuntime().halt(3));
    }
}
