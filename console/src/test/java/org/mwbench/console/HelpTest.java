package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code mwbench --help} lists run, report and console first, then the step-by-step verbs. */
class HelpTest {
    @Test
    void runQuickReportAndConsoleComeFirst() {
        CommandResult help = CommandResult.of("--help");
        assertEquals(ExitCodes.OK, help.exitCode(), help.toString());
        List<String> commands = help.out().lines().dropWhile(line -> !line.startsWith("Commands:")).skip(1)
                .filter(line -> line.matches("  \\S.*")).map(line -> line.strip().split("\\s+")[0]).toList();
        assertEquals(List.of("run", "quick", "report", "console"), commands.subList(0, 4), help.out());
        assertTrue(commands.indexOf("deploy") > commands.indexOf("bench"), help.out());
    }
}
