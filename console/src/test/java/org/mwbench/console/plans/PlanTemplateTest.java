package org.mwbench.console.plans;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** How a template becomes a plan, and how a mistake in one is reported: file, line and what is wrong. */
@Timeout(30)
class PlanTemplateTest {
    private static final MiddlewareCatalog CATALOG = new MiddlewareCatalog(
            List.of(new MiddlewareCatalog.Server("alpha", false, true), new MiddlewareCatalog.Server("beta-cpp", true, false)),
            List.of(new MiddlewareCatalog.Row("alpha", "alpha", "alpha", "alpha", true, true, "", true),
                    new MiddlewareCatalog.Row("alpha-lite", "alpha-lite", "alpha", "alpha-lite", false, false, "", false),
                    new MiddlewareCatalog.Row("beta-cpp", "beta-cpp", "beta-cpp", "Java→C++", true, false, "a=b", false),
                    new MiddlewareCatalog.Row("beta-native", "beta-native", "beta-cpp", "C++→C++", false, false, "", false)));

    private static String render(String source, String... lines) {
        return new PlanTemplate(source, String.join("\n", lines)).render(CATALOG, "# note");
    }

    @Test
    void serverBlocksNumberTheBladesAndKeepEachServersOwnLines() {
        String plan = render("templates/p.ctp", "#CLIF test plan", "# every server", "#@each servers",
                "blade.{n}.id={server}-server", "blade.{n}.argument=protocol={server}", "#@jvm blade.{n}.jvm=-Xmx64m",
                "#@native blade.{n}.comment=native", "#@end", "blade.{n}.id=loop");
        assertEquals(String.join("\n", "#CLIF test plan", "# note", "# every server",
                "blade.0.id=alpha-server", "blade.0.argument=protocol=alpha", "blade.0.jvm=-Xmx64m",
                "blade.1.id=beta-cpp-server", "blade.1.argument=protocol=beta-cpp", "blade.1.comment=native",
                "blade.2.id=loop") + "\n", plan);
    }

    @Test
    void rowSetsChooseTheRowsAndScenariosEscapeTheirValues() {
        String every = render("templates/scenarios/s.xis", "<?xml?>", "<!--@each rows-->",
                "<use id=\"{use}\" name=\"{client}\" server=\"{server}\" label=\"{label}\"/>", "<!--@end-->");
        assertTrue(every.contains("<use id=\"beta-native\" name=\"beta-native\" server=\"beta-cpp\" label=\"C++→C++\"/>"), every);
        assertTrue(every.contains("label=\"Java→C++\""), "a client's own label: " + every);
        assertEquals(6, every.lines().count(), "every row: " + every);
        String perServer = render("templates/scenarios/s.xis", "<?xml?>", "<!--@each server-rows-->",
                "<use id=\"{use}\" label=\"{label}\">{wirecounting}</use>", "<!--@end-->");
        assertTrue(perServer.contains("<use id=\"beta-cpp\" label=\"beta-cpp\"><param name=\"options\" value=\"a=b\"/></use>"),
                "one row per server, labelled by protocol, with its wire-counting options: " + perServer);
        assertTrue(perServer.contains("<use id=\"alpha\" label=\"alpha\"></use>"), perServer);
        assertEquals(4, perServer.lines().count(), perServer);
        String whiteBox = render("templates/scenarios/s.xis", "<?xml?>", "<!--@each whitebox-rows-->", "{use}", "<!--@end-->");
        assertEquals("<?xml?>\n# note\nalpha\n", whiteBox);
    }

    @Test
    void aClientThatMultiplexesCallsGetsASharedConnectionAndOneThatDoesNotNothing() {
        String scenario = render("templates/scenarios/s.xis", "<?xml?>", "<!--@each server-rows-->",
                "<use id=\"{use}\"><params>{connection}</params></use>", "<!--@end-->");
        assertEquals(String.join("\n", "<?xml?>", "# note",
                "<use id=\"alpha\"><params><param name=\"connection\" value=\"shared\"/></params></use>",
                "<use id=\"beta-cpp\"><params></params></use>") + "\n", scenario);
    }

    @Test
    void partsSplitTheServersInOrderIntoConsecutivePartsOfSizesDifferingByOneAtMost() {
        List<MiddlewareCatalog.Server> five = List.of("a", "b", "c", "d", "e").stream()
                .map(name -> new MiddlewareCatalog.Server(name, false, false)).toList();
        List<MiddlewareCatalog.Row> rows = five.stream()
                .map(server -> new MiddlewareCatalog.Row(server.protocol(), server.protocol(), server.protocol(),
                        server.protocol(), true, false, "", false)).toList();
        MiddlewareCatalog catalog = new MiddlewareCatalog(five, rows);
        assertEquals(List.of("a", "b", "c"), protocols(catalog.part(1, 2)));
        assertEquals(List.of("d", "e"), protocols(catalog.part(2, 2)));
        assertEquals(List.of("d", "e"), catalog.part(2, 2).rows().stream().map(MiddlewareCatalog.Row::server).toList(),
                "a part's rows call its servers alone");
        assertEquals(List.of(List.of("a", "b"), List.of("c", "d"), List.of("e")),
                List.of(protocols(catalog.part(1, 3)), protocols(catalog.part(2, 3)), protocols(catalog.part(3, 3))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> catalog.part(1, 6));
        assertEquals("5 installed server(s) cannot make 6 parts", e.getMessage());
    }

    private static List<String> protocols(MiddlewareCatalog catalog) {
        return catalog.servers().stream().map(MiddlewareCatalog.Server::protocol).toList();
    }

    @Test
    void aPartsPlaceholdersAreFilledInAndTheDirectiveIsNotCopied() {
        String plan = new PlanTemplate("templates/p.ctp", String.join("\n", "#CLIF test plan", "#@parts 2",
                "# part {part} of {parts}: {protocols}; see {otherplans}", "#@each servers", "blade.{n}.id={server}-{part}",
                "#@end")).render(CATALOG.part(2, 2), "# note", Map.of("part", "2", "parts", "2", "protocols", "beta-cpp",
                "otherplans", "p-1.ctp"));
        assertEquals(String.join("\n", "#CLIF test plan", "# note", "# part 2 of 2: beta-cpp; see p-1.ctp",
                "blade.0.id=beta-cpp-2") + "\n", plan);
        assertEquals(2, new PlanTemplate("templates/p.ctp", "#CLIF\n#@parts 2\n").parts());
        assertEquals(1, new PlanTemplate("templates/p.ctp", "#CLIF\n").parts());
    }

    @Test
    void aBadPartsDirectiveIsRefusedWithItsFileAndLine() {
        assertParts("templates/p.ctp:2: @parts takes a whole number of parts from 2, not '1'", "templates/p.ctp",
                "#CLIF", "#@parts 1");
        assertParts("templates/p.ctp:2: @parts takes a whole number of parts from 2, not 'two'", "templates/p.ctp",
                "#CLIF", "#@parts two");
        assertParts("templates/p.ctp:3: a second @parts; the first is on line 2", "templates/p.ctp",
                "#CLIF", "#@parts 2", "#@parts 3");
        assertParts("templates/scenarios/s.xis:2: @parts in a scenario template; a plan template's @parts splits its "
                + "scenarios too", "templates/scenarios/s.xis", "<?xml?>", "<!--@parts 2-->");
        assertError("templates/p.ctp:3: @parts inside the @each block of line 2", "#CLIF", "#@each servers", "#@parts 2",
                "#@end");
    }

    private static void assertParts(String message, String source, String... lines) {
        PlanTemplateException error = assertThrows(PlanTemplateException.class,
                () -> new PlanTemplate(source, String.join("\n", lines)).parts());
        assertEquals(message, error.getMessage());
    }

    @Test
    void mistakesAreRefusedWithTheirFileAndLine() {
        assertError("templates/p.ctp:2: no set 'everything'; server sets: [servers, whitebox-servers], row sets: "
                + "[rows, server-rows, whitebox-rows]", "#CLIF", "#@each everything", "#@end");
        assertError("templates/p.ctp:2: @each without its @end", "#CLIF", "#@each servers", "x");
        assertError("templates/p.ctp:3: @each inside the @each block of line 2; blocks do not nest",
                "#CLIF", "#@each servers", "#@each rows", "#@end");
        assertError("templates/p.ctp:2: @end outside an @each block", "#CLIF", "#@end");
        assertError("templates/p.ctp:3: no placeholder {protocol} here; known: {n}, {server}",
                "#CLIF", "#@each servers", "blade.{n}.id={protocol}", "#@end");
        assertError("templates/p.ctp:2: {n} before the first blade.{n}.id= line", "#CLIF", "blade.{n}.jvm=");
        assertError("templates/p.ctp:2: #@jvm outside a server set's @each block", "#CLIF", "#@jvm blade.0.jvm=");
    }

    private static void assertError(String message, String... lines) {
        PlanTemplateException error = assertThrows(PlanTemplateException.class, () -> render("templates/p.ctp", lines));
        assertEquals(message, error.getMessage());
    }
}
