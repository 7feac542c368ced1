package org.mwbench.console.web.plans;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mwbench.console.web.ConsoleUnderTest;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;

/** A plan file to table rows and back, and errors placed on the rows they belong to. */
class PlanTableFormatTest {
    private static final Path FILE = Path.of("/plans/p.ctp");

    @Test
    void theQuickstartSurvivesTheTable() throws Exception {
        String original = ConsoleUnderTest.quickstart();
        PlanDocument document = PlanTableFormat.read(original);
        assertEquals(2, document.rows().size());
        assertEquals(new PlanRow("local host", "synthetic-fast", "injector", "SyntheticInjector",
                "threads=4 duration=5s service_time=1ms think_time=0ms error_rate=0.001",
                "4 threads, 1 ms service time, 0.1% errors", ""), document.rows().get(0));
        assertTrue(document.header().get(0).startsWith("#CLIF test plan"));
        assertTrue(document.dropped().isEmpty());

        String written = PlanTableFormat.write(document);
        TestPlan before = TestPlanParser.parse(original, "a", "quickstart");
        TestPlan after = TestPlanParser.parse(written, "b", "quickstart");
        assertEquals(before.blades(), after.blades(), "the same blades, key for key");
        assertTrue(written.startsWith(String.join("\n", document.header()) + "\n"), written);
    }

    @Test
    void rowsAreRenumberedInTableOrderAndOddValuesEscaped() throws Exception {
        PlanDocument document = PlanTableFormat.read(String.join("\n",
                "blade.7.id=seven", "blade.7.server=local host", "blade.7.probe=SomeProbe",
                "blade.2.id=two", "blade.2.server=local host", "blade.2.sut=ServerBlade", "blade.2.argument=protocol=rmi",
                "blade.2.jvm=-Xint", "unknown.key=1", "blade.2.colour=red", ""));
        assertEquals(List.of("two", "seven"), document.rows().stream().map(PlanRow::id).toList());
        assertEquals(List.of("sut", "probe"), document.rows().stream().map(PlanRow::kind).toList());
        assertEquals(List.of("blade.2.colour", "unknown.key"), document.dropped());

        PlanRow tricky = new PlanRow("local host", "t", "injector", "C", "path=C:\\data\\x.xis", "line one\nline two", "");
        String written = PlanTableFormat.write(new PlanDocument(List.of(), List.of(tricky), List.of()));
        assertTrue(written.contains("blade.0.argument=path=C:\\\\data\\\\x.xis\n"), written);
        TestPlan parsed = TestPlanParser.parse(written, "p", "p");
        assertEquals("path=C:\\data\\x.xis", parsed.blades().get(0).argument());
        assertEquals("line one\nline two", parsed.blades().get(0).comment());
        assertTrue(written.startsWith(PlanTableFormat.FIRST_LINE + "\n"), written);
    }

    @Test
    void errorsLandOnTheirRowAndColumn() {
        PlanDocument document = new PlanDocument(List.of(), List.of(
                new PlanRow("local host", "a", "injector", "SyntheticInjector", "", "", ""),
                new PlanRow("", "a", "injector", "SyntheticInjector", "", "", ""),
                new PlanRow("local host", "bad id!", "injector", "", "", "", "")), List.of());
        PlanCheck.Result result = PlanCheck.check(document, "p", FILE, Set.of("local host"), getClass().getClassLoader());
        assertEquals(List.of("1:server", "2:id", "2:className"),
                result.errors().stream().map(error -> error.row() + ":" + error.column()).toList(), result.errors().toString());
        assertTrue(result.errors().get(0).location().startsWith(FILE + ":"), result.errors().toString());
    }

    @Test
    void liveChecksNameTheAgentAndTheClass() {
        PlanDocument document = new PlanDocument(List.of(), List.of(
                new PlanRow("local host", "ok", "injector", "SyntheticInjector", "", "", ""),
                new PlanRow("agent-x", "far", "injector", "SyntheticInjector", "", "", ""),
                new PlanRow("local host", "odd", "injector", "NoSuchBlade", "", "", ""),
                new PlanRow("local host", "wrong-kind", "sut", "SyntheticInjector", "", "", "")), List.of());
        PlanCheck.Result result = PlanCheck.check(document, "p", FILE, Set.of("local host"), getClass().getClassLoader());
        assertEquals(List.of("1:server", "2:className", "3:className"),
                result.errors().stream().map(error -> error.row() + ":" + error.column()).toList(), result.errors().toString());
        assertTrue(result.errors().get(0).message().contains("agent-x"));
        assertTrue(result.errors().get(1).message().contains("NoSuchBlade"));
        assertTrue(result.errors().get(2).message().contains("not a server blade"), result.errors().get(2).message());
        assertEquals(null, result.plan());
    }

    @Test
    void aValidTableGivesThePlanToDeploy() {
        PlanDocument document = new PlanDocument(List.of(), List.of(
                new PlanRow("local host", "ok", "injector", "SyntheticInjector", "threads=1", "", "")), List.of());
        PlanCheck.Result result = PlanCheck.check(document, "p", FILE, Set.of("local host"), getClass().getClassLoader());
        assertTrue(result.valid());
        assertEquals("p", result.plan().name());
        assertEquals(FILE.getParent(), result.plan().folder(), "files in arguments are relative to the plans folder");
    }

    @Test
    void aFileThatIsNotAPropertiesFileIsRefused() {
        ApiException error = assertThrows(ApiException.class, () -> PlanTableFormat.read("blade.0.id=\\u12"));
        assertEquals(400, error.status());
    }

    @Test
    void planNamesAreOneSafeSegment() throws Exception {
        PlanFolder folder = new PlanFolder(Path.of("/plans"));
        assertEquals(Path.of("/plans/quick.start-2.ctp"), folder.fileOf("quick.start-2"));
        for (String bad : new String[] {"../x", "a/b", ".hidden", "", "a b"}) {
            assertEquals(400, assertThrows(ApiException.class, () -> folder.fileOf(bad)).status(), bad);
        }
    }
}
