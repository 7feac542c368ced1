package org.mwbench.platform.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Plans that name agent pools: what the parser accepts and refuses, and how a pool blade is spread. */
class AgentPoolsTest {
    private static final String POOL_PLAN = String.join("\n",
            "pool.injectors.size=3",
            "blade.0.id=server",
            "blade.0.server=agent-s",
            "blade.0.sut=SomeServer",
            "blade.1.id=load",
            "blade.1.server=pool:injectors",
            "blade.1.injector=ScenarioRunner",
            "blade.1.argument=scenario=ramp.xis \\",
            "   warmup=1s",
            "blade.1.comment=spread",
            "blade.2.id=cpu",
            "blade.2.server=pool:injectors",
            "blade.2.probe=cpu",
            "blade.2.argument=1000 10",
            "");

    @Test
    void aPlanNamesAPoolAndDeclaresItsSizeOnce() throws PlanException {
        TestPlan plan = TestPlanParser.parse(POOL_PLAN, "plan.ctp", "plan");
        assertEquals(Map.of("injectors", 3), plan.pools());
        assertEquals(Set.of("agent-s"), plan.agents(), "the agents to wait for by name; pools are waited for apart");
        assertEquals("pool:injectors", plan.blade("load").orElseThrow().agent());
    }

    @Test
    void aPoolBladeRunsOnceOnEveryAgentOfThePoolEachItsShare() throws PlanException {
        TestPlan written = TestPlanParser.parse(POOL_PLAN, "plan.ctp", "plan");
        PoolSpread spread = PoolSpread.of(written, Map.of("injectors", List.of("i-a", "i-b", "i-c", "i-spare")));
        TestPlan plan = spread.plan();
        assertEquals(List.of("server", "load.0", "load.1", "load.2", "cpu.0", "cpu.1", "cpu.2"),
                plan.blades().stream().map(BladeDefinition::id).toList());
        assertEquals(List.of("agent-s", "i-a", "i-b", "i-c", "i-a", "i-b", "i-c"),
                plan.blades().stream().map(BladeDefinition::agent).toList());
        assertEquals("scenario=ramp.xis warmup=1s segment=1/3", plan.blade("load.1").orElseThrow().argument());
        assertEquals("1000 10", plan.blade("cpu.2").orElseThrow().argument(), "a probe watches its own agent's host");
        assertEquals("load", spread.originOf().get("load.2"));
        assertEquals(Map.of("server", "s", "load.0", "l", "load.1", "l", "load.2", "l"),
                spread.byInstance(Map.of("server", "s", "load", "l")));

        // The text kept in the run folder reads back as the blades that ran, for the report.
        TestPlan reread = TestPlanParser.parse(plan.source(), "run.ctp", "plan");
        assertEquals(plan.blades().stream().map(BladeDefinition::id).toList(),
                reread.blades().stream().map(BladeDefinition::id).toList());
        assertEquals(plan.blades().stream().map(BladeDefinition::argument).toList(),
                reread.blades().stream().map(BladeDefinition::argument).toList());
        assertEquals("spread", reread.blade("load.0").orElseThrow().comment());
        assertTrue(plan.source().contains("# spread over its pool: blade.1.server=pool:injectors"), plan.source());
        assertTrue(plan.source().contains("# spread over its pool:    warmup=1s"), "continuation lines too");
    }

    @Test
    void onAPoolOfOneTheBladeKeepsItsId() throws PlanException {
        TestPlan written = TestPlanParser.parse(String.join("\n", "pool.one.size=1", "blade.0.id=server",
                "blade.0.server=pool:one", "blade.0.sut=SomeServer", ""), "plan.ctp", "plan");
        TestPlan plan = PoolSpread.of(written, Map.of("one", List.of("only"))).plan();
        assertEquals("server", plan.blades().get(0).id(), "blades naming the server still find it");
        assertEquals("only", plan.blades().get(0).agent());
    }

    @Test
    void aPoolWithNoSizeIsALocatedError() {
        PlanError error = single("blade.0.id=a\nblade.0.server=pool:nowhere\nblade.0.injector=X\n");
        assertEquals("plan.ctp:2", error.location());
        assertEquals("blade.0.server", error.key());
        assertTrue(error.message().contains("pool.nowhere.size=3"), error.message());
    }

    @Test
    void aSizeMustBeOneOrMore() {
        for (String size : List.of("0", "-2", "three", "")) {
            PlanError error = single("pool.p.size=" + size + "\nblade.0.id=a\nblade.0.server=pool:p\nblade.0.injector=X\n");
            assertEquals("plan.ctp:1", error.location());
            assertEquals("pool.p.size", error.key());
            assertTrue(error.message().contains("is not a pool size"), error.message());
        }
    }

    @Test
    void aServerBladeOnAPoolOfSeveralIsRefusedSayingWhy() {
        PlanError error = single("pool.p.size=2\nblade.0.id=s\nblade.0.server=pool:p\nblade.0.sut=X\n");
        assertEquals("plan.ctp:3", error.location());
        assertTrue(error.message().contains("its clients need one endpoint"), error.message());
    }

    @Test
    void anInstanceIdTakenByAnotherBladeIsRefused() {
        PlanError error = single("pool.p.size=2\nblade.0.id=a\nblade.0.server=pool:p\nblade.0.injector=X\n"
                + "blade.1.id=a.1\nblade.1.server=local host\nblade.1.injector=X\n");
        assertEquals("blade.0.server", error.key());
        assertTrue(error.message().contains("runs as 'a.1', which another blade's id already is"), error.message());
    }

    @Test
    void aPoolNoBladeUsesIsRefused() {
        PlanError error = single("pool.idle.size=2\nblade.0.id=a\nblade.0.server=local host\nblade.0.injector=X\n");
        assertEquals("plan.ctp:1", error.location());
        assertTrue(error.message().contains("no blade runs on pool 'idle'"), error.message());
    }

    @Test
    void aPoolErrorStopsACommandAsEveryPlanErrorDoes() {
        PlanException e = assertThrows(PlanException.class, () -> TestPlanParser.parse(
                "blade.0.id=a\nblade.0.server=pool:p\nblade.0.injector=X\n", "plan.ctp", "plan"));
        assertEquals(2, PlanException.EXIT_CODE);
        assertTrue(e.getMessage().contains("plan.ctp:2: blade.0.server: pool 'p' has no size"), e.getMessage());
    }

    private static PlanError single(String text) {
        PlanException e = assertThrows(PlanException.class, () -> TestPlanParser.parse(text, "plan.ctp", "plan"));
        assertEquals(1, e.errors().size(), e.getMessage());
        return e.errors().get(0);
    }
}
