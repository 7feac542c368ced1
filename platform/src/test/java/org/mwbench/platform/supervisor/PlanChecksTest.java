package org.mwbench.platform.supervisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.FileParameters;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.PlanFile;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;

/** Only the parameters a blade's class declares as files are read from the supervisor's disk. */
class PlanChecksTest {
    @TempDir
    Path dir;

    @BeforeEach
    void files() throws Exception {
        Files.writeString(dir.resolve("input.csv"), "declared");
        Files.writeString(dir.resolve("other.txt"), "a value that happens to name a file");
    }

    @Test
    void readsOnlyTheDeclaredFileParameters() throws Exception {
        Map<String, List<PlanFile>> files = check(DeclaresInput.class, "input=input.csv note=other.txt");
        assertEquals(List.of("input.csv"), files.get("blade").stream().map(PlanFile::value).toList());
    }

    @Test
    void readsNothingForABladeThatDeclaresNoFile() throws Exception {
        Map<String, List<PlanFile>> files = check(DeclaresNothing.class, "input=input.csv other.txt");
        assertEquals(List.of(), files.get("blade"));
    }

    @Test
    void aSubclassKeepsItsParentsDeclaration() throws Exception {
        Map<String, List<PlanFile>> files = check(ExtendsDeclaresInput.class, "input=input.csv");
        assertEquals(List.of("input.csv"), files.get("blade").stream().map(PlanFile::value).toList());
    }

    @Test
    void aDeclaredFileOutsideThePlanFolderIsALocatedPlanError() {
        PlanException refused = assertThrows(PlanException.class,
                () -> check(DeclaresInput.class, "input=../" + dir.getFileName() + "-elsewhere/input.csv"));
        PlanError error = refused.errors().get(0);
        assertEquals(dir.resolve("plan.ctp") + ":4", error.location());
        assertEquals("blade.0.argument", error.key());
        assertTrue(error.message().contains("is outside the plan's folder"), error.message());
    }

    @Test
    void anArgumentThatIsNotNameValueIsAPlanErrorForABladeThatDeclaresFiles() {
        PlanException refused = assertThrows(PlanException.class, () -> check(DeclaresInput.class, "input.csv"));
        assertEquals("blade.0.argument", refused.errors().get(0).key());
        assertTrue(refused.errors().get(0).message().contains("'input.csv' is not name=value"),
                refused.errors().get(0).message());
    }

    @Test
    void aFileParameterGivenTwiceIsRefusedAsTheBladeWouldRefuseIt() {
        PlanException refused = assertThrows(PlanException.class,
                () -> check(DeclaresInput.class, "input=input.csv input=../elsewhere.csv"));
        assertTrue(refused.errors().get(0).message().contains("given twice"), refused.errors().get(0).message());
    }

    @Test
    void anInjectorThatDoesNotSplitItsLoadCannotBeSpreadOverSeveralAgents() throws Exception {
        PlanException refused = assertThrows(PlanException.class, () -> checkOnPool(DeclaresNothing.class, 3));
        PlanError error = refused.errors().get(0);
        assertEquals(dir.resolve("plan.ctp") + ":3", error.location());
        assertEquals("blade.0.server", error.key());
        assertTrue(error.message().contains("does not split its load"), error.message());
        assertTrue(error.message().contains("3 times the plan's"), error.message());

        assertEquals(Set.of("blade"), checkOnPool(Splits.class, 3).keySet(), "one that splits can");
        assertEquals(Set.of("blade"), checkOnPool(DeclaresNothing.class, 1).keySet(), "on a pool of one, nothing splits");
    }

    private Map<String, List<PlanFile>> checkOnPool(Class<?> blade, int size) throws Exception {
        Path file = dir.resolve("plan.ctp");
        Files.writeString(file, String.join("\n", "pool.p.size=" + size, "blade.0.id=blade", "blade.0.server=pool:p",
                "blade.0.injector=" + blade.getName(), ""));
        return PlanChecks.check(TestPlanParser.parse(file), Set.of("local host"), PlanChecksTest.class.getClassLoader());
    }

    private Map<String, List<PlanFile>> check(Class<?> blade, String argument) throws Exception {
        Path file = dir.resolve("plan.ctp");
        Files.writeString(file, String.join("\n", "blade.0.id=blade", "blade.0.server=local host",
                "blade.0.injector=" + blade.getName(), "blade.0.argument=" + argument, ""));
        TestPlan plan = TestPlanParser.parse(file);
        return PlanChecks.check(plan, Set.of("local host"), PlanChecksTest.class.getClassLoader());
    }

    // The checks read the class only, never make an instance: abstract blades show it.

    /** Reads the file {@code input} names; {@code note} is a plain value. */
    @FileParameters("input")
    public abstract static class DeclaresInput implements BladeInsert {
    }

    public abstract static class ExtendsDeclaresInput extends DeclaresInput {
    }

    public abstract static class DeclaresNothing implements BladeInsert {
    }

    public abstract static class Splits implements BladeInsert, org.mwbench.platform.blade.SplitsLoad {
    }
}
