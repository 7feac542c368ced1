package org.mwbench.platform.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TestPlanParserTest {
    private static final String GOOD = String.join("\n",
            "#CLIF test plan",
            "blade.0.id=first",
            "blade.0.server=local host",
            "blade.0.injector=SyntheticInjector",
            "blade.0.argument=threads=2 duration=1s",
            "blade.0.comment=a comment",
            "blade.10.id=second",
            "blade.10.server=agent-a",
            "blade.10.probe=org.example.CpuProbe",
            "blade.2.id=third",
            "blade.2.server : agent-b",
            "blade.2.injector   org.example.Other",
            "");

    @Test
    void readsEveryBladeInNumericOrder() throws PlanException {
        TestPlan plan = TestPlanParser.parse(GOOD, "plan.ctp", "plan");
        assertEquals(List.of("first", "third", "second"), plan.blades().stream().map(BladeDefinition::id).toList());
        BladeDefinition first = plan.blades().get(0);
        assertEquals("local host", first.agent());
        assertEquals(BladeRole.INJECTOR, first.role());
        assertEquals("SyntheticInjector", first.className());
        assertEquals("threads=2 duration=1s", first.argument());
        assertEquals("a comment", first.comment());
        BladeDefinition second = plan.blade("second").orElseThrow();
        assertEquals(BladeRole.PROBE, second.role());
        assertEquals("blade.10.probe", second.classKey());
        assertEquals("agent-b", plan.blade("third").orElseThrow().agent());
        assertEquals(List.of("local host", "agent-b", "agent-a"), List.copyOf(plan.agents()));
        assertEquals("", plan.blade("third").orElseThrow().argument());
    }

    @Test
    void reportsAnUnknownKeyWithItsLine() {
        PlanError error = single(GOOD + "blade.0.treads=4\n");
        assertEquals("plan.ctp:13", error.location());
        assertEquals("blade.0.treads", error.key());
        assertTrue(error.message().contains("unknown key"), error.message());
    }

    @Test
    void reportsAKeyOutsideTheBladeGroups() {
        PlanError error = single(GOOD + "duration=10\n");
        assertEquals("duration", error.key());
        assertEquals("plan.ctp:13", error.location());
    }

    @Test
    void reportsADuplicateIdAtItsSecondUse() {
        PlanError error = single(GOOD.replace("blade.10.id=second", "blade.10.id=first"));
        assertEquals("blade.10.id", error.key());
        assertEquals("plan.ctp:7", error.location());
        assertTrue(error.message().contains("duplicate blade id 'first'"), error.message());
        assertTrue(error.message().contains("blade.0.id"), error.message());
    }

    @Test
    void reportsAKeyGivenTwice() {
        PlanError error = single(GOOD + "blade.0.server=agent-c\n");
        assertEquals("blade.0.server", error.key());
        assertTrue(error.message().contains("[3, 13]"), error.message());
    }

    @Test
    void reportsAMissingAgent() {
        PlanError error = single(GOOD.replace("blade.0.server=local host\n", ""));
        assertEquals("blade.0.server", error.key());
        assertTrue(error.message().startsWith("missing"), error.message());
    }

    @Test
    void reportsAMissingClass() {
        PlanError error = single(GOOD.replace("blade.0.injector=SyntheticInjector\n", ""));
        assertEquals("blade.0.injector", error.key());
        assertTrue(error.message().contains("blade.0.probe"), error.message());
    }

    @Test
    void reportsTwoRoles() {
        PlanError error = single(GOOD + "blade.0.probe=org.example.CpuProbe\n");
        assertEquals("blade.0.probe", error.key());
        assertTrue(error.message().contains("one role"), error.message());
    }

    @Test
    void reportsAnIdThatCannotNameAFolder() {
        PlanError error = single(GOOD.replace("blade.0.id=first", "blade.0.id=../up"));
        assertEquals("blade.0.id", error.key());
        assertEquals("plan.ctp:2", error.location());
    }

    @Test
    void reportsAReservedId() {
        PlanError error = single(GOOD.replace("blade.0.id=first", "blade.0.id=environment"));
        assertTrue(error.message().contains("reserved"), error.message());
    }

    @Test
    void reportsAnEmptyPlan() {
        PlanError error = single("#CLIF test plan\n# nothing here\n");
        assertEquals("plan.ctp", error.location());
        assertTrue(error.message().contains("no blade"), error.message());
    }

    @Test
    void reportsEveryErrorAtOnceInLineOrder() {
        PlanException e = assertThrows(PlanException.class, () -> TestPlanParser.parse(
                GOOD + "blade.0.treads=4\nblade.10.id=first\n", "plan.ctp", "plan"));
        List<String> keys = e.errors().stream().map(PlanError::key).toList();
        assertTrue(keys.contains("blade.0.treads"), keys.toString());
        assertTrue(keys.contains("blade.10.id"), keys.toString());
        assertTrue(e.getMessage().contains("plan.ctp:13: blade.0.treads: unknown key"), e.getMessage());
    }

    @Test
    void understandsContinuationLinesAndEscapes() throws PlanException {
        TestPlan plan = TestPlanParser.parse(GOOD.replace("blade.0.argument=threads=2 duration=1s",
                "blade.0.argument=threads=2 \\\n    duration=1s"), "plan.ctp", "plan");
        assertEquals("threads=2 duration=1s", plan.blade("first").orElseThrow().argument());
        PlanError error = single(GOOD.replace("blade.0.argument=threads=2 duration=1s",
                "blade.0.argument=threads=2 \\\n    duration=1s") + "bogus=1\n");
        assertEquals("plan.ctp:14", error.location());
    }

    @Test
    void aLoopbackFallbackPutsEveryBladeOnTheLocalHostAndNeedsAHostsFile() throws PlanException {
        TestPlan plan = TestPlanParser.parse("hosts=h.hosts\nhosts.fallback=loopback\n" + GOOD, "plan.ctp", "plan");
        assertTrue(plan.loopbackFallback());
        TestPlan local = plan.onLocalHost();
        assertEquals(java.util.Set.of("local host"), local.agents());
        assertEquals(null, local.hosts());
        assertEquals(plan.blades().stream().map(BladeDefinition::argument).toList(),
                local.blades().stream().map(BladeDefinition::argument).toList(), "only the agents change");
        TestPlan stored = TestPlanParser.parse(local.source(), "stored.ctp", "plan");
        assertEquals(java.util.Set.of("local host"), stored.agents(), "the report's copy names the agents that ran: "
                + local.source());
        assertEquals(null, stored.hosts());
        assertEquals(false, TestPlanParser.parse("hosts=h.hosts\nhosts.fallback=none\n" + GOOD, "plan.ctp", "plan")
                .loopbackFallback());
        PlanError bad = single("hosts=h.hosts\nhosts.fallback=maybe\n" + GOOD);
        assertEquals("plan.ctp:2", bad.location());
        assertTrue(bad.message().contains("'maybe' is not a fallback"), bad.message());
        PlanError alone = single("hosts.fallback=loopback\n" + GOOD);
        assertTrue(alone.message().contains("needs a hosts key"), alone.message());
    }

    private static PlanError single(String text) {
        PlanException e = assertThrows(PlanException.class, () -> TestPlanParser.parse(text, "plan.ctp", "plan"));
        assertEquals(1, e.errors().size(), e.getMessage());
        return e.errors().get(0);
    }
}
