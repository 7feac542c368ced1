package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code mwbench --help} lists run, report and console first, then the step-by-step verbs; each has help of its own. */
class HelpTest {
    @Test
    void runQuickReportAndConsoleComeFirst() {
        List<String> commands = listedCommands();
        assertEquals(List.of("run", "quick", "report", "console"), commands.subList(0, 4), commands.toString());
        assertTrue(commands.indexOf("deploy") > commands.indexOf("bench"), commands.toString());
    }

    /**
     * Every command {@code --help} lists answers {@code COMMAND --help} with its usage. Checked here, in
     * one JVM, for every listed command; DistributionIT checks the launcher script with one of them.
     */
    @Test
    void everyListedCommandHasHelpOfItsOwn() {
        List<String> commands = listedCommands();
        assertTrue(commands.containsAll(List.of("run", "agent", "supervisor", "deploy", "init", "start", "suspend", "resume",
                "stop", "wait", "collect", "status", "quickstats")), commands.toString());
        for (String command : commands) {
            CommandResult help = CommandResult.of(command, "--help");
            assertEquals(ExitCodes.OK, help.exitCode(), command + ": " + help);
            assertTrue(help.out().contains("Usage: mwbench " + command), command + ": " + help);
        }
    }

    private static List<String> listedCommands() {
        CommandResult help = CommandResult.of("--help");
        assertEquals(ExitCodes.OK, help.exitCode(), help.toString());
        return help.out().lines().dropWhile(line -> !line.startsWith("Commands:")).skip(1)
                .filter(line -> line.matches("  \\S.*")).map(line -> line.strip().split("\\s+")[0]).toList();
    }
}
