package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.console.Mwbench;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * The knobs of every server the distribution installs (the staged plugin folders, each server in
 * its own class loader, as {@code bin/mwbench} loads them), found through the registry, never a
 * list kept here: each answers its declaration ({@link MiddlewareServer#knobs()}) without starting,
 * with all four knobs, each saying what it sets or why the middleware has it not; and
 * {@code mwbench server --knobs} prints a row for each installed protocol.
 */
@Timeout(120)
class InstalledKnobsTest {

    @Test
    void everyInstalledServerDeclaresEveryKnobAndWhatAnAvailableOneSets() {
        assertFalse(PluginFolders.protocols().isEmpty(), "no staged plugin folders in " + PluginFolders.root()
                + ": package the clif-plugins modules first");
        for (MiddlewareServer server : InstalledMiddleware.servers()) {
            ServerOptions declared = server.knobs();
            for (ServerKnob knob : ServerKnob.values()) {
                String sets = declared.sets(knob);
                String why = declared.unavailableReason(knob);
                assertTrue(sets == null ? why != null && !why.isBlank() : !sets.isBlank() && why == null,
                        server.protocol() + "'s " + knob.option() + ": sets '" + sets + "', not available because '" + why + "'");
            }
        }
    }

    @Test
    void serverKnobsPrintsARowPerInstalledProtocol() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        // --verbose leaves the logging level of this JVM alone
        int code = Mwbench.execute(new PrintWriter(out, true), new PrintWriter(err, true), "server", "--knobs", "--verbose",
                "--format", "markdown");
        assertEquals(0, code, out + "\n" + err);
        List<String> protocols = out.toString().lines().filter(line -> line.startsWith("| `"))
                .map(row -> row.substring(3, row.indexOf("` |"))).toList();
        assertEquals(InstalledMiddleware.protocols(), protocols, out.toString());
    }
}
