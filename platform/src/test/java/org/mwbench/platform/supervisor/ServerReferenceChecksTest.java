package org.mwbench.platform.supervisor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.ServerInsert;
import org.mwbench.platform.blade.ServerReferences;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;

/**
 * A bridge's {@code backend=} names a server blade of its plan: anything else, itself, or a
 * cycle of bridges is a plan error at the bridge's argument, found before anything is deployed;
 * and the deploy puts a named server before the blade that names it.
 */
class ServerReferenceChecksTest {
    @TempDir
    Path dir;

    @Test
    void aBridgeNamingAServerBladeIsAccepted() throws Exception {
        TestPlan plan = plan(server("rmi-server"), bridge("bridge", "backend=rmi-server"));
        PlanChecks.check(plan, Set.of("local host"), loader());
    }

    @Test
    void aBackendThatNamesNoBladeIsALocatedPlanError() throws Exception {
        PlanError error = onlyError(plan(server("rmi-server"), bridge("bridge", "backend=rmi-sever")));
        assertEquals(dir.resolve("plan.ctp") + ":8", error.location());
        assertEquals("blade.1.argument", error.key());
        assertTrue(error.message().contains("backend=rmi-sever: names no blade of this plan; its server blades are "
                + "[rmi-server, bridge]"), error.message());
    }

    @Test
    void aBackendThatIsAnInjectorIsAPlanError() throws Exception {
        PlanError error = onlyError(plan(server("rmi-server"), bridge("bridge", "backend=client"), injector("client")));
        assertTrue(error.message().contains("backend=client: names blade 'client', which is not a server blade"),
                error.message());
    }

    @Test
    void aBridgeForwardingToItselfIsAPlanError() throws Exception {
        PlanError error = onlyError(plan(bridge("bridge", "backend=bridge")));
        assertTrue(error.message().contains("backend=bridge: names this blade itself"), error.message());
    }

    @Test
    void aCycleOfBridgesIsAPlanErrorAtEachOfThem() throws Exception {
        PlanException refused = assertThrows(PlanException.class, () -> PlanChecks.check(
                plan(bridge("a", "backend=b"), bridge("b", "backend=c"), bridge("c", "backend=a")),
                Set.of("local host"), loader()));
        List<PlanError> errors = refused.errors();
        assertEquals(List.of("blade.0.argument", "blade.1.argument", "blade.2.argument"),
                errors.stream().map(PlanError::key).toList());
        assertTrue(errors.get(0).message().contains("backend=b: the servers it names come back to this blade: a -> b -> c -> a"),
                errors.get(0).message());
    }

    @Test
    void aNamedServerIsDeployedBeforeTheBladeThatNamesIt() throws Exception {
        TestPlan plan = plan(bridge("outer", "backend=inner"), injector("client"), bridge("inner", "backend=server"),
                server("server"));
        PlanChecks.check(plan, Set.of("local host"), loader());
        assertEquals(List.of("client", "server", "inner", "outer"),
                ServerReferenceChecks.deployOrder(plan, loader()).stream().map(BladeDefinition::id).toList());
    }

    private PlanError onlyError(TestPlan plan) {
        PlanException refused = assertThrows(PlanException.class, () -> PlanChecks.check(plan, Set.of("local host"), loader()));
        assertEquals(1, refused.errors().size(), refused.errors().toString());
        return refused.errors().get(0);
    }

    private static ClassLoader loader() {
        return ServerReferenceChecksTest.class.getClassLoader();
    }

    private TestPlan plan(String[]... blades) throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < blades.length; i++) {
            lines.add("blade." + i + ".id=" + blades[i][0]);
            lines.add("blade." + i + ".server=local host");
            lines.add("blade." + i + "." + blades[i][1]);
            lines.add("blade." + i + ".argument=" + blades[i][2]);
        }
        lines.add("");
        Path file = dir.resolve("plan.ctp");
        Files.writeString(file, String.join("\n", lines));
        return TestPlanParser.parse(file);
    }

    private static String[] server(String id) {
        return new String[] {id, "sut=" + Server.class.getName(), "protocol=rmi"};
    }

    private static String[] bridge(String id, String argument) {
        return new String[] {id, "sut=" + Bridge.class.getName(), "protocol=soap-jaxws forward=rmi " + argument};
    }

    private static String[] injector(String id) {
        return new String[] {id, "injector=" + Client.class.getName(), ""};
    }

    // The checks read the classes only, never make an instance: abstract blades show it.

    public abstract static class Server implements ServerInsert {
    }

    @ServerReferences("backend")
    public abstract static class Bridge implements ServerInsert {
    }

    public abstract static class Client implements BladeInsert {
    }
}
