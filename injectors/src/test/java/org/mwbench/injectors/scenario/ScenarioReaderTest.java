package org.mwbench.injectors.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.mwbench.injectors.scenario.Scenario.Choice;
import org.mwbench.injectors.scenario.Scenario.If;
import org.mwbench.injectors.scenario.Scenario.While;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.xml.XmlException;

class ScenarioReaderTest {

    private static Scenario read(String text) throws XmlException {
        return ScenarioReader.read(text.getBytes(StandardCharsets.UTF_8), "s.xis");
    }

    private static String error(String text) {
        return assertThrows(XmlException.class, () -> read(text)).getMessage();
    }

    @Test
    void readsEveryKindOfStep() throws XmlException {
        Scenario scenario = read(ScenarioFiles.of(
                "<use id=\"p\" name=\"probe\" reset=\"true\"><params><param name=\"label\" value=\"x\"/></params></use>",
                String.join("\n",
                        "<sample use=\"p\" name=\"ok\" label=\"first\"><params><param name=\"result\" value=\"7\"/></params></sample>",
                        "<timer use=\"p\" name=\"none\"/>",
                        "<control use=\"p\" name=\"tick\"/>",
                        "<if><condition use=\"p\" name=\"iterationBelow\"><params><param name=\"limit\" value=\"3\"/></params></condition>",
                        "  <then><sample use=\"p\" name=\"ok\"/></then><else><sample use=\"p\" name=\"fail\"/></else></if>",
                        "<while><condition use=\"p\" name=\"iterationBelow\"><params><param name=\"limit\" value=\"1\"/></params></condition>",
                        "  <control use=\"p\" name=\"tick\"/></while>",
                        "<nchoice><choice proba=\"1\"><sample use=\"p\" name=\"ok\"/></choice><choice proba=\"3\"/></nchoice>"),
                "<group behavior=\"b\" forceStop=\"false\"><ramp style=\"line\"><points><point x=\"0\" y=\"1\"/>"
                        + "<point x=\"2\" y=\"4\"/></points></ramp></group>"));
        assertEquals(1, scenario.uses().size());
        assertTrue(scenario.uses().get(0).resetEachIteration());
        assertEquals("x", scenario.uses().get(0).parameters().get("label"));
        var steps = scenario.behaviors().get("b").steps();
        assertEquals(6, steps.size());
        Scenario.Action first = (Scenario.Action) steps.get(0);
        assertEquals(ActionKind.SAMPLE, first.kind());
        assertEquals("first", first.label());
        assertEquals("7", first.parameters().get("result"));
        assertEquals("s.xis:7", first.location());
        assertEquals(ActionKind.TEST, ((If) steps.get(3)).condition().kind());
        assertEquals(1, ((While) steps.get(4)).body().size());
        assertEquals(java.util.List.of(1, 3), ((Choice) steps.get(5)).weights());
        Scenario.Group group = scenario.groups().get(0);
        assertEquals(Scenario.Model.CLOSED, group.model());
        assertEquals(false, group.forceStop());
        assertEquals(2.5, group.profile().valueAt(1), 1e-9);
    }

    @Test
    void errorsNameTheLine() {
        String base = ScenarioFiles.of("<use id=\"p\" name=\"probe\"/>", "<sample use=\"p\" name=\"ok\"/>",
                ScenarioFiles.closed(1, 1));
        assertTrue(error(base.replace("<sample use=\"p\" name=\"ok\"/>", "<smaple use=\"p\" name=\"ok\"/>"))
                .startsWith("s.xis:7: unknown element <smaple> in a behavior"));
        assertTrue(error(base.replace("<sample use=\"p\" name=\"ok\"/>", "<sample use=\"p\"/>"))
                .startsWith("s.xis:7: <sample> needs a name="));
        assertTrue(error(base.replace("<sample use=\"p\" name=\"ok\"/>", "<sample use=\"p\" name=\"ok\" lable=\"x\"/>"))
                .contains("has no attribute 'lable'"));
        assertTrue(error(base.replace("crenel_hv", "zigzag")).startsWith("s.xis:11: ramp style must be"));
        assertTrue(error(base.replace("<point x=\"1.0\"", "<point x=\"-1\"")).contains("x=\"-1\" is not a number"));
        assertTrue(error(base.replace("<group behavior=\"b\">", "<group behavior=\"b\" model=\"half-open\">"))
                .contains("model must be 'closed'"));
        assertTrue(error(base.replace("<point x=\"0\" y=\"1\"/>", "<point x=\"5\" y=\"1\"/>"))
                .contains("points must go forward in time"));
        assertTrue(error(base.replace("</scenario>", "")).startsWith("s.xis:"));
        assertTrue(error("<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><scenario>&e;</scenario>")
                .contains("not well-formed"), "DOCTYPEs are refused");
        assertTrue(error(base.replace("<behavior id=\"b\">", "<behavior id=\"b\"><while><sample use=\"p\" name=\"ok\"/></while>"))
                .contains("<while> needs exactly one <condition"));
    }
}
