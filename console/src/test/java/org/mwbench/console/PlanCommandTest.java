package org.mwbench.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.console.plans.MiddlewareCatalog;
import org.mwbench.console.plans.PlanGenerator;

/**
 * {@code mwbench plan}: the shipped templates, generated for what is installed. A middleware
 * nobody listed (tcp under another name, in a plugin folder of its own) appears in every
 * generated plan and in {@code mwbench server --list} with no other edit; a wrong plan name or
 * template is refused, located, with exit code 2.
 */
@Timeout(60)
class PlanCommandTest {
    private static final Path TEMPLATES = Path.of("..", "test-plans", PlanGenerator.TEMPLATES).toAbsolutePath().normalize();
    private static final String THROWAWAY = ThrowawayPlugin.PROTOCOL;

    @TempDir
    Path dir;

    @Test
    void aMiddlewareInstalledAsAPluginFolderIsInEveryGeneratedPlanAndInServerList() throws Exception {
        ThrowawayPlugin.installIn(dir.resolve("plugins"));
        ThrowawayPlugin.withPluginsIn(dir.resolve("plugins"), () -> {
            PlanGenerator generator = new PlanGenerator(TEMPLATES);
            MiddlewareCatalog installed = MiddlewareCatalog.installed();
            assertTrue(generator.names().size() >= 10, "the shipped templates: " + generator.names());
            Map<String, List<String>> plansWithIt = new TreeMap<>();
            for (String name : generator.names()) {
                Map<String, String> files = generator.generate(name, installed);
                String plan = files.get(name + ".ctp");
                List<String> withIt = plansWithIt.computeIfAbsent(generator.templateOf(name), template -> new ArrayList<>());
                if (!plan.contains("argument=protocol=" + THROWAWAY)) {
                    continue;
                }
                withIt.add(name);
                assertTrue(files.size() >= 2, name + " has a generated scenario: " + files.keySet());
                for (Map.Entry<String, String> scenario : files.entrySet()) {
                    assertTrue(scenario.getKey().endsWith(".ctp") || scenario.getValue().contains("name=\"" + THROWAWAY + "\""),
                            scenario.getKey() + " calls it:\n" + scenario.getValue());
                }
            }
            plansWithIt.forEach((template, plans) -> assertEquals(1, plans.size(),
                    "one plan of template " + template + " (one of its parts, if it has parts) starts its server: " + plans));
            assertTrue(plansWithIt.containsKey("scalability") && generator.names().contains("scalability-2"),
                    "the scalability plans are parts of one template: " + generator.names());
            String list = standardOutputOf("server", "--list", "--verbose"); // --verbose: leaves the logging level alone
            assertTrue(list.lines().anyMatch(THROWAWAY::equals), list);
            return null;
        });
    }

    @Test
    void writesThePlanAndItsScenarioWhereAsked() throws Exception {
        Path plan = dir.resolve("mine").resolve("ping.ctp");
        CommandResult result = CommandResult.of("plan", "latency-ping", "--templates", TEMPLATES.toString(), "--out", plan.toString());
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(Files.readString(plan).contains("argument=protocol=tcp"), Files.readString(plan));
        assertTrue(Files.readString(dir.resolve("mine").resolve("scenarios").resolve("latency-ping.xis")).contains("name=\"tcp\""));
        assertTrue(result.out().contains("wrote " + plan), result.toString());
    }

    @Test
    void anUnknownPlanNameIsRefusedNamingThePlans() {
        CommandResult result = CommandResult.of("plan", "nosuch", "--templates", TEMPLATES.toString(), "--out",
                dir.resolve("x.ctp").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("no plan template 'nosuch' in " + TEMPLATES + "; plans: ")
                && result.err().contains("latency-ping") && result.err().contains("scalability-1, scalability-2"),
                result.toString());
        assertFalse(Files.exists(dir.resolve("x.ctp")));
    }

    /**
     * A template of parts makes one plan per part: listed, written one at a time, each with its
     * own scenario. On the class path tcp alone is installed: one part for tcp, one for the throwaway.
     */
    @Test
    void aTemplateOfPartsMakesAPlanPerPartEachWithItsScenario() throws Exception {
        CommandResult list = CommandResult.of("plan", "--list", "--templates", TEMPLATES.toString());
        assertEquals(0, list.exitCode(), list.toString());
        assertTrue(list.out().lines().toList().containsAll(List.of("scalability-1", "scalability-2"))
                && list.out().lines().noneMatch("scalability"::equals), list.toString());
        CommandResult tooFew = CommandResult.of("plan", "scalability-1", "--templates", TEMPLATES.toString(), "--out",
                dir.resolve("few.ctp").toString());
        assertEquals(ExitCodes.USAGE, tooFew.exitCode(), tooFew.toString());
        assertTrue(tooFew.err().contains("templates/scalability.ctp: 1 installed server(s) cannot make 2 parts"),
                tooFew.toString());

        ThrowawayPlugin.installIn(dir.resolve("plugins"));
        Path plan = dir.resolve("mine").resolve("half.ctp");
        CommandResult result = ThrowawayPlugin.withPluginsIn(dir.resolve("plugins"), () -> CommandResult.of("plan", "scalability-1",
                "--templates", TEMPLATES.toString(), "--out", plan.toString()));
        assertEquals(0, result.exitCode(), result.toString());
        String text = Files.readString(plan);
        assertTrue(text.contains("part 1 of 2: tcp\n") && text.contains("(scalability-2.ctp has the rest"), text);
        assertTrue(text.contains("scenario=scenarios/scalability-1.xis") && !text.contains("#@parts"), text);
        assertTrue(text.contains("argument=protocol=tcp prefer.threads=1024 prefer.backlog=1024 prefer.queue=1024")
                && !text.contains(THROWAWAY), text);
        String scenario = Files.readString(dir.resolve("mine").resolve("scenarios").resolve("scalability-1.xis"));
        assertTrue(scenario.contains("<param name=\"server\" value=\"tcp-server\"/><param name=\"timeout\" value=\"5s\"/></params>"),
                "raw TCP has a socket per user: " + scenario);

        CommandResult whole = CommandResult.of("plan", "scalability", "--templates", TEMPLATES.toString(), "--out",
                dir.resolve("whole.ctp").toString());
        assertEquals(ExitCodes.USAGE, whole.exitCode(), whole.toString());
        assertTrue(whole.err().contains("plan template 'scalability' makes 2 plans, one per part: scalability-1, scalability-2;"
                + " name one, or --all"), whole.toString());
        CommandResult third = CommandResult.of("plan", "scalability-3", "--templates", TEMPLATES.toString(), "--out",
                dir.resolve("third.ctp").toString());
        assertEquals(ExitCodes.USAGE, third.exitCode(), third.toString());
        assertTrue(third.err().contains("no plan template 'scalability-3'"), third.toString());
        assertFalse(Files.exists(dir.resolve("few.ctp")) || Files.exists(dir.resolve("whole.ctp"))
                || Files.exists(dir.resolve("third.ctp")));
    }

    @Test
    void aBadTemplateIsRefusedWithItsLineAndNothingIsWritten() throws Exception {
        Path templates = Files.createDirectories(dir.resolve("templates"));
        Files.writeString(templates.resolve("broken.ctp"), "#CLIF test plan\n#@each servers\nblade.{n}.id={protocol}\n#@end\n");
        CommandResult result = CommandResult.of("plan", "broken", "--templates", templates.toString(), "--out",
                dir.resolve("broken.ctp").toString());
        assertEquals(ExitCodes.USAGE, result.exitCode(), result.toString());
        assertTrue(result.err().contains("templates/broken.ctp:3: no placeholder {protocol} here; known: {n}, {server}"),
                result.toString());
        assertFalse(Files.exists(dir.resolve("broken.ctp")));
    }

    /** What a command prints on System.out, as {@code mwbench server} does. */
    private static String standardOutputOf(String... args) {
        PrintStream before = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            CommandResult result = CommandResult.of(args);
            assertEquals(0, result.exitCode(), result.toString());
        } finally {
            System.setOut(before);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
