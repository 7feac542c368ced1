package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.injectors.middleware.InstalledMiddleware;

/**
 * {@code mwbench server --knobs}: a row per installed server protocol, the registry's list (a
 * middleware installed as a plugin folder nobody listed included), each knob's cell its default
 * and what it sets, or {@code not available} and why; made from the servers' declarations,
 * without starting one. Here tcp is on the class path and the throwaway in a plugin folder; the
 * deploy module's {@code InstalledKnobsTest} asks the same of every server the distribution installs.
 */
@Timeout(60)
class ServerKnobsCommandTest {
    @TempDir
    Path dir;

    private Path plugins;

    @BeforeEach
    void installTheThrowaway() throws Exception {
        plugins = dir.resolve("plugins");
        ThrowawayPlugin.installIn(plugins);
    }

    @Test
    void everyInstalledServerDeclaresEveryKnobAndWhatAnAvailableOneSets() throws Exception {
        List<MiddlewareServer> servers = ThrowawayPlugin.withPluginsIn(plugins, InstalledMiddleware::servers);
        assertTrue(servers.stream().anyMatch(server -> server.protocol().equals(ThrowawayPlugin.PROTOCOL)),
                "the plugin folder's server is installed: " + servers);
        for (MiddlewareServer server : servers) {
            ServerOptions declared = server.knobs();
            for (ServerKnob knob : ServerKnob.values()) {
                String sets = declared.sets(knob);
                String why = declared.unavailableReason(knob);
                String name = server.protocol() + "'s " + knob.option();
                assertTrue(sets == null ? why != null && !why.isBlank() : !sets.isBlank() && why == null,
                        name + ": sets '" + sets + "', not available because '" + why + "'");
            }
        }
    }

    @Test
    void theTextHasABlockPerInstalledProtocolThatFitsATerminal() throws Exception {
        CommandResult result = ThrowawayPlugin.withPluginsIn(plugins, () -> CommandResult.of("server", "--knobs"));
        assertEquals(0, result.exitCode(), result.toString());
        List<String> installed = ThrowawayPlugin.withPluginsIn(plugins, InstalledMiddleware::protocols);
        assertEquals(installed, result.out().lines().filter(line -> !line.isEmpty() && !line.startsWith(" ")).toList(),
                result.out());
        assertTrue(result.out().lines().allMatch(line -> line.length() <= KnobTable.WIDTH), result.out());
        String tcp = block(result.out(), "tcp");
        for (ServerKnob knob : ServerKnob.values()) {
            assertTrue(Pattern.compile("(?m)^  " + knob.option() + " +\\S").matcher(tcp).find(), knob.option() + " in\n" + tcp);
        }
        String backlog = "1024: " + new org.mwbench.servers.tcp.TcpServer().knobs().sets(ServerKnob.BACKLOG);
        assertTrue(tcp.replaceAll("\\s+", " ").contains(backlog), "tcp's backlog is '" + backlog + "':\n" + tcp);
        assertTrue(tcp.contains("  queue            not available: "), tcp);
    }

    @Test
    void markdownHasARowPerInstalledProtocolAndEveryAvailableKnobSaysWhatItSets() throws Exception {
        CommandResult result = ThrowawayPlugin.withPluginsIn(plugins,
                () -> CommandResult.of("server", "--knobs", "--format", "markdown"));
        assertEquals(0, result.exitCode(), result.toString());
        List<String> installed = ThrowawayPlugin.withPluginsIn(plugins, InstalledMiddleware::protocols);
        List<String> rows = result.out().lines().filter(line -> line.startsWith("| `")).toList();
        assertEquals(installed, rows.stream().map(row -> row.substring(3, row.indexOf("` |"))).toList(), result.out());
        assertTrue(result.out().startsWith("| protocol | `threads` | `backlog` | `queue` | `max_connections` |\n"),
                result.out());
        for (String row : rows) {
            String[] cells = row.substring(2, row.length() - 2).split(" \\| ");
            assertEquals(1 + ServerKnob.values().length, cells.length, row);
            for (int i = 1; i < cells.length; i++) {
                assertTrue(cells[i].matches("(`([0-9]+|unbounded)`|not available): \\S.*"), "'" + cells[i] + "' in " + row);
            }
        }
    }

    @Test
    void anUnknownFormatIsRefused() {
        CommandResult result = CommandResult.of("server", "--knobs", "--format", "html");
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("--format") && result.err().contains("markdown"), result.toString());
    }

    /** One protocol's block of the text: its line and the knob lines under it. */
    private static String block(String text, String protocol) {
        int start = text.indexOf(protocol + "\n");
        assertTrue(start == 0 || start > 0 && text.charAt(start - 1) == '\n', protocol + " has a block:\n" + text);
        StringBuilder block = new StringBuilder();
        for (String line : text.substring(start + protocol.length() + 1).split("\n")) {
            if (!line.startsWith(" ")) {
                break;
            }
            block.append(line).append('\n');
        }
        return block.toString();
    }
}
