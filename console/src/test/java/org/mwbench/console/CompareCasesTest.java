package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * {@code mwbench compare} of runs that share no case must not pass a CI
 * gate, and two blades running one action type are compared each on its own. The runs are
 * stored runs as {@code mwbench run} writes them: a plan, run.properties and one action file
 * per blade.
 */
@Timeout(120)
class CompareCasesTest {
    @TempDir
    Path dir;

    /**
     * A stored run of the quickstart's shape: a 1 ms blade {@code synthetic-fast} and a 10 ms
     * blade {@code slowBlade}, both running {@code synthetic}, 200 calls each lasting
     * base + (i mod 10) µs.
     */
    private Path run(String name, long fastMicros, String slowBlade) throws IOException {
        Map<String, Long> blades = new LinkedHashMap<>();
        blades.put("synthetic-fast", fastMicros);
        blades.put(slowBlade, 10_000L);
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve("run.properties"), "origin.epoch_ns=1795364900000000000\n");
        StringBuilder plan = new StringBuilder();
        int n = 0;
        for (Map.Entry<String, Long> blade : blades.entrySet()) {
            plan.append("blade.").append(n).append(".id=").append(blade.getKey()).append('\n')
                    .append("blade.").append(n).append(".server=local host\n")
                    .append("blade.").append(n).append(".injector=SyntheticInjector\n");
            n++;
            List<String> rows = new ArrayList<>(List.of(
                    "#date_ns,session,type,iteration,success,duration_ns,schedule_delay_ns,warmup,result,comment"));
            for (int i = 0; i < 200; i++) {
                rows.add((1_000_000L * i) + ",0,synthetic," + i + ",true," + (blade.getValue() + i % 10) * 1000 + ",-1,false,0,");
            }
            Files.createDirectories(run.resolve(blade.getKey()));
            Files.write(run.resolve(blade.getKey()).resolve("action"), rows);
        }
        Files.writeString(run.resolve(name + ".ctp"), plan.toString());
        return run;
    }

    @Test
    void runsWhoseCasesDifferFailUnlessMissingCasesAreAllowed() throws Exception {
        Path before = run("before", 1000, "synthetic-slow");
        Path after = run("after", 1000, "synthetic-slower"); // a renamed blade
        Path junit = dir.resolve("compare.xml");
        CommandResult failing = CommandResult.of("compare", before.toString(), after.toString(),
                "--fail-on-regression", "10", "--junit", junit.toString());
        assertEquals(ExitCodes.FAILURE, failing.exitCode(), failing.toString());
        assertTrue(failing.out().contains("0 regression(s) beyond 10.0%"), failing.out());
        assertTrue(failing.out().contains("2 case(s) with no partner"), failing.out());
        assertTrue(failing.err().contains("'synthetic-slow: synthetic' (only in A), 'synthetic-slower: synthetic' (only in B)"),
                failing.err());
        assertTrue(failing.err().contains("--allow-missing"), failing.err());
        Element suite = suiteOf(junit);
        assertEquals("4", suite.getAttribute("tests"), "mean and p99 of the paired case, one per unpaired case");
        assertEquals("2", suite.getAttribute("failures"));
        assertEquals("0", suite.getAttribute("skipped"));
        assertTrue(Files.readString(junit).contains("synthetic-slower: synthetic: only in B, no partner in A"));

        CommandResult allowed = CommandResult.of("compare", before.toString(), after.toString(),
                "--fail-on-regression", "10", "--allow-missing", "--junit", junit.toString());
        assertEquals(ExitCodes.OK, allowed.exitCode(), allowed.toString());
        suite = suiteOf(junit);
        assertEquals("0", suite.getAttribute("failures"));
        assertEquals("2", suite.getAttribute("skipped"));
        assertEquals(2, suite.getElementsByTagName("skipped").getLength());

        // without --fail-on-regression the comparison only reports: exit 0, as before
        CommandResult reported = CommandResult.of("compare", before.toString(), after.toString());
        assertEquals(ExitCodes.OK, reported.exitCode(), reported.toString());
        assertTrue(reported.out().contains("only in B"), reported.out());
    }

    @Test
    void aRegressionOfOneOfTwoBladesOfOneActionTypeIsNotDiluted() throws Exception {
        // the 1 ms blade 30% slower; pooled with the unchanged 10 ms blade it would be +2.7%, under the threshold
        Path before = run("before", 1000, "synthetic-slow");
        Path after = run("after", 1300, "synthetic-slow");
        Path junit = dir.resolve("compare.xml");
        CommandResult result = CommandResult.of("compare", before.toString(), after.toString(),
                "--fail-on-regression", "10", "--junit", junit.toString());
        assertEquals(ExitCodes.FAILURE, result.exitCode(), result.toString());
        assertTrue(result.out().contains("1 regression(s) beyond 10.0%"), result.out());
        List<String> lines = result.out().lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.contains("synthetic-fast") && l.contains("REGRESSION")), result.out());
        assertTrue(lines.stream().anyMatch(l -> l.contains("synthetic-slow") && l.contains("no significant change")),
                result.out());
        assertFalse(result.out().contains("case(s) with no partner"), result.out());
        Element suite = suiteOf(junit);
        assertEquals("4", suite.getAttribute("tests"));
        assertEquals("2", suite.getAttribute("failures"), "the fast blade's mean and p99");
        assertTrue(Files.readString(junit).contains("synthetic-fast: synthetic: mean 1004.50 µs -&gt; 1304.50 µs"),
                Files.readString(junit));
    }

    @Test
    void theHelpSaysWhatAnUnpairedCaseDoesToTheExitCode() {
        CommandResult help = CommandResult.of("compare", "--help");
        assertEquals(ExitCodes.OK, help.exitCode(), help.toString());
        String text = help.out().replaceAll("\\s+", " ");
        assertTrue(text.contains("--allow-missing"), text);
        assertTrue(text.contains("paired exactly by blade id and action type"), text);
        assertTrue(text.contains("or a case with no partner without --allow-missing"), text);
    }

    private static Element suiteOf(Path junit) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile()).getDocumentElement();
    }
}
