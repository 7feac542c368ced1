package org.mwbench.console.web.plans;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's Validate says what a deploy would: a bad blade argument is an error on its row. */
class PlanCheckTest {
    @TempDir
    Path dir;

    @Test
    void aBadBladeArgumentIsAnErrorOnItsRow() throws Exception {
        PlanCheck.Result result = check("threads=-5 duration=1s");
        assertEquals(1, result.errors().size(), result.errors().toString());
        RowError error = result.errors().get(0);
        assertEquals(0, error.row());
        assertEquals("argument", error.column());
        assertEquals("blade.0.argument", error.key());
        assertTrue(error.message().contains("parameter 'threads' = '-5' is not valid"), error.message());
    }

    @Test
    void aMisspelledParameterIsAnError() throws Exception {
        PlanCheck.Result result = check("treads=4");
        assertTrue(result.errors().get(0).message().contains("unknown parameter(s) [treads]"), result.errors().toString());
    }

    @Test
    void aMissingScenarioFileIsAnError() throws Exception {
        PlanCheck.Result result = check(PlanTableFormat.read(plan("ScenarioRunner", "scenario=absent.xis")));
        assertTrue(result.errors().get(0).message().contains("absent.xis"), result.errors().toString());
    }

    @Test
    void aGoodPlanIsValid() throws Exception {
        assertTrue(check("threads=1 duration=1s").valid());
    }

    private PlanCheck.Result check(String argument) throws Exception {
        return check(PlanTableFormat.read(plan("SyntheticInjector", argument)));
    }

    private PlanCheck.Result check(PlanDocument document) {
        return PlanCheck.check(document, "plan", dir.resolve("plan.ctp"), Set.of("local host"),
                PlanCheckTest.class.getClassLoader());
    }

    private static String plan(String injector, String argument) {
        return String.join("\n", "blade.0.id=one", "blade.0.server=local host", "blade.0.injector=" + injector,
                "blade.0.argument=" + argument, "");
    }
}
