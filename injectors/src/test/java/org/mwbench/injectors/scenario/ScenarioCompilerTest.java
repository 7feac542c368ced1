package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.plugin.PluginRegistry;

class ScenarioCompilerTest {
    private static final PluginRegistry PLUGINS = PluginRegistry.load(ScenarioCompilerTest.class.getClassLoader());

    private static CompiledScenario compile(String text) throws Exception {
        return ScenarioCompiler.compile(ScenarioReader.read(text.getBytes(StandardCharsets.UTF_8), "s.xis"), PLUGINS);
    }

    private static String error(String uses, String behavior) {
        return assertThrows(ScenarioException.class,
                () -> compile(ScenarioFiles.of(uses, behavior, ScenarioFiles.closed(1, 1)))).getMessage();
    }

    @Test
    void aGoodScenarioMakesOneTemplatePerUse() throws Exception {
        int before = ProbePlugin.count("compiled", "templates");
        CompiledScenario scenario = compile(ScenarioFiles.of(
                "<use id=\"p\" name=\"probe\"><params><param name=\"label\" value=\"compiled\"/></params></use>",
                "<sample use=\"p\" name=\"echo\"><params><param name=\"text\" value=\"${p:user}\"/></params></sample>",
                ScenarioFiles.closed(1, 1)));
        assertEquals(1, ProbePlugin.count("compiled", "templates") - before);
        assertEquals(1, scenario.uses().size());
        scenario.closeTemplates();
    }

    @Test
    void everyProblemIsReportedWithItsLineAndNames() {
        String message = error("<use id=\"p\" name=\"probe\"/>\n<use id=\"q\" name=\"nope\"/>",
                String.join("\n",
                        "<sample use=\"p\" name=\"ok\"><params><param name=\"result\" value=\"many\"/></params></sample>",
                        "<sample use=\"p\" name=\"missing\"/>",
                        "<sample use=\"z\" name=\"ok\"/>",
                        "<sample use=\"p\" name=\"echo\"/>",
                        "<sample use=\"p\" name=\"ok\"><params><param name=\"reslut\" value=\"1\"/></params></sample>",
                        "<sample use=\"p\" name=\"echo\"><params><param name=\"text\" value=\"${p:nothing}\"/></params></sample>",
                        "<timer use=\"p\" name=\"ok\"/>"));
        assertTrue(message.contains("s.xis:5: no plugin named 'nope'"), message);
        assertTrue(message.contains("s.xis:8: sample 'ok' of plugin 'p' (probe): parameter 'result' = 'many' is not a number"),
                message);
        assertTrue(message.contains("s.xis:9: plugin 'p' (probe) has no sample 'missing'; its samples: [ok, fail, throw, phase, echo]"),
                message);
        assertTrue(message.contains("s.xis:10: no plugin use 'z'"), message);
        assertTrue(message.contains("s.xis:11: sample 'echo' of plugin 'p' (probe): parameter 'text' is required"), message);
        assertTrue(message.contains("s.xis:12: sample 'ok' of plugin 'p' (probe): unknown parameter 'reslut' (known: [result])"),
                message);
        assertTrue(message.contains("s.xis:13: sample 'echo' of plugin 'p' (probe): variable ${p:nothing}: plugin 'p' (probe) "
                + "has no variable 'nothing'; its variables: [user, ticks]"), message);
        assertTrue(message.contains("s.xis:14: plugin 'p' (probe) has no timer 'ok'; its timers: [none, pause]"), message);
    }

    @Test
    void thePlanCheckFindsTheSameProblemsAndMakesNoTemplate() {
        int before = ProbePlugin.count("checked", "templates");
        String message = assertThrows(ScenarioException.class, () -> ScenarioCompiler.check(ScenarioReader.read(
                ScenarioFiles.of("<use id=\"p\" name=\"probe\"><params><param name=\"label\" value=\"checked\"/></params></use>"
                                + "\n<use id=\"q\" name=\"nope\"/>",
                        "<sample use=\"p\" name=\"missing\"/>\n<sample use=\"q\" name=\"call\"/>",
                        ScenarioFiles.closed(1, 1)).getBytes(StandardCharsets.UTF_8), "s.xis"), PLUGINS)).getMessage();
        assertTrue(message.contains("s.xis:5: no plugin named 'nope'; installed plugins: ["), message);
        assertTrue(message.contains("plugin 'p' (probe) has no sample 'missing'"), message);
        assertFalse(message.contains("no plugin use 'q'"), "a missing plugin is said once, not at each call: " + message);
        assertEquals(0, ProbePlugin.count("checked", "templates") - before);
    }

    @Test
    void aPluginsOwnParameterIsCheckedToo() {
        String message = error("<use id=\"p\" name=\"probe\"><params><param name=\"lable\" value=\"x\"/></params></use>",
                "<sample use=\"p\" name=\"ok\"/>");
        assertTrue(message.contains("s.xis:4: plugin 'p' (probe): unknown parameter 'lable' (known: [label])"), message);
    }

    @Test
    void aGroupMustNameABehavior() {
        String message = assertThrows(ScenarioException.class, () -> compile(ScenarioFiles.of(
                "<use id=\"p\" name=\"probe\"/>", "<sample use=\"p\" name=\"ok\"/>",
                ScenarioFiles.closed(1, 1).replace("behavior=\"b\"", "behavior=\"c\"")))).getMessage();
        assertTrue(message.contains("s.xis:11: no behavior 'c'; behaviors: [b]"), message);
    }
}
