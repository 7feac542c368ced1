package org.mwbench.console;

import java.io.PrintWriter;
import org.mwbench.bench.cli.BenchCommand;
import org.mwbench.platform.remote.RmiIdleConnections;
import org.mwbench.platform.security.TerminalSafeOutputStream;
import org.mwbench.platform.security.TerminalSafeWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code mwbench} command: one sub-command per thing a user does. The step-by-step
 * verbs (deploy, init, start...) are methods inherited from {@link ClifCommands}, because
 * picocli runs a method sub-command on its parent command's object.
 */
@Command(name = "mwbench", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Measures remote-call middleware with a CLIF-style distributed load-injection platform.",
        subcommands = {RunCommand.class, QuickCommand.class, AgentCommand.class, SupervisorCommand.class, ServerCommand.class,
                PlanCommand.class,
                BenchCommand.class, ReportCommand.class, CompareCommand.class, ConsoleCommand.class,
                org.mwbench.results.cli.HistoryCommand.class, org.mwbench.results.cli.DbCommand.class,
                CommandLine.HelpCommand.class})
public final class Mwbench extends ClifCommands {

    public static void main(String[] args) {
        RmiIdleConnections.keepUnlessSet(); // before anything calls RMI
        System.exit(execute(args));
    }

    /**
     * What a new user needs first comes first in {@code mwbench --help}: a whole run, its report,
     * the console; then the other tools; then the step-by-step verbs of CLIF's {@code clifcmd}.
     * picocli would list the step-by-step verbs (methods of this class) first.
     */
    static final java.util.List<String> HELP_ORDER = java.util.List.of("run", "quick", "report", "console", "compare", "history", "db",
            "server", "plan",
            "agent", "supervisor", "bench", "deploy", "init", "start", "suspend", "resume", "stop", "wait", "collect",
            "status", "quickstats", "help");

    static java.util.Map<String, CommandLine.Help> inHelpOrder(java.util.Map<String, CommandLine.Help> commands) {
        java.util.Map<String, CommandLine.Help> ordered = new java.util.LinkedHashMap<>();
        HELP_ORDER.stream().filter(commands::containsKey).forEach(name -> ordered.put(name, commands.get(name)));
        commands.forEach(ordered::putIfAbsent);
        return ordered;
    }

    /**
     * Runs a command line and returns its exit code. Everything this process prints from here
     * on, through {@code System.out} and {@code System.err} too (loggers, libraries), passes
     * {@link TerminalSafeOutputStream}: no control character reaches the terminal from a file or
     * a peer. It is put there first, before a logger can capture the original streams.
     */
    public static int execute(String... args) {
        TerminalSafeOutputStream.guardStandardStreams();
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /**
     * Runs a command line with the given output streams; tests call this instead of main. What
     * the commands print there passes {@link TerminalSafeWriter}, and picocli's help and errors
     * carry no ANSI styles (which that filter would show as text).
     */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = new CommandLine(new Mwbench());
        commandLine.setOut(terminalSafe(out)).setErr(terminalSafe(err));
        commandLine.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        commandLine.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                help -> help.commandList(inHelpOrder(help.subcommands())));
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("mwbench: " + e.getMessage());
            return ExitCodes.FAILURE;
        });
        return commandLine.execute(args);
    }

    private static PrintWriter terminalSafe(PrintWriter writer) {
        return new PrintWriter(new TerminalSafeWriter(writer), true);
    }
}
