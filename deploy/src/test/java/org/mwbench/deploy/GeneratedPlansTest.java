package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.console.plans.MiddlewareCatalog;
import org.mwbench.console.plans.PlanGenerator;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.plugin.PluginFolders;

/**
 * The plans that mean "every middleware" are generated ({@code mwbench plan}), checked in, and
 * verified here against the middleware the distribution installs (the staged plugin folders):
 * a committed plan that differs from what its template gives, as after a middleware is added,
 * fails the build before the distribution is packaged. To write them again:
 * <pre>mvn -o -pl deploy test -Dtest=GeneratedPlansTest -Dmwbench.plans.write=true</pre>
 * Committed rather than made at build time so that a plan stays readable and runnable in the
 * source tree, and a change of what a plan runs shows in review as a diff of the plan.
 */
@Timeout(120)
class GeneratedPlansTest {
    private static final Path PLANS = Path.of("..", "test-plans").toAbsolutePath().normalize();
    private static final PlanGenerator GENERATOR = new PlanGenerator(PLANS.resolve(PlanGenerator.TEMPLATES));

    @Test
    void everyGeneratedPlanIsCommittedAsTheGeneratorWritesIt() throws Exception {
        assertFalse(PluginFolders.protocols().isEmpty(), "no staged plugin folders in " + PluginFolders.root()
                + ": package the clif-plugins modules first");
        boolean write = Boolean.getBoolean("mwbench.plans.write");
        MiddlewareCatalog installed = MiddlewareCatalog.installed();
        List<String> stale = new ArrayList<>();
        for (String name : GENERATOR.names()) {
            for (Map.Entry<String, String> file : GENERATOR.generate(name, installed).entrySet()) {
                Path committed = PLANS.resolve(file.getKey());
                if (!Files.isRegularFile(committed) || !Files.readString(committed).equals(file.getValue())) {
                    stale.add(file.getKey() + " (mwbench plan " + name + ")");
                    if (write) {
                        Files.writeString(committed, file.getValue());
                    }
                }
            }
        }
        assertTrue(stale.isEmpty() || write, "test-plans/ differs from what the templates give for the installed middleware: "
                + stale + "; write them again with: mvn -o -pl deploy test -Dtest=GeneratedPlansTest -Dmwbench.plans.write=true");
    }

    /** docs/middleware-rows.md lists every installed row as the registry and the module READMEs give it. */
    @Test
    void theMiddlewareRowsPageIsCommittedAsGenerated() throws Exception {
        Path docs = PLANS.getParent().resolve("docs");
        String generated = MiddlewareRowsPage.render(MiddlewareCatalog.installed(), PLANS.getParent());
        Path committed = docs.resolve(MiddlewareRowsPage.FILE);
        boolean same = Files.isRegularFile(committed) && Files.readString(committed).equals(generated);
        if (!same && Boolean.getBoolean("mwbench.plans.write")) {
            Files.writeString(committed, generated);
            return;
        }
        assertTrue(same, "docs/" + MiddlewareRowsPage.FILE + " differs from what the installed middleware give; write it "
                + "again with: mvn -o -pl deploy test -Dtest=GeneratedPlansTest -Dmwbench.plans.write=true");
        for (MiddlewareClient client : InstalledMiddleware.clients()) {
            assertTrue(generated.contains("| `" + client.protocol() + "` |"), "a row for " + client.protocol());
        }
    }

    /**
     * A plan over a server set runs each of its servers, and its scenarios call each; a template
     * of parts runs each server in exactly one of its plans.
     */
    @Test
    void everyInstalledMiddlewareIsInEveryEveryMiddlewarePlan() throws Exception {
        MiddlewareCatalog installed = MiddlewareCatalog.installed();
        Map<String, List<String>> plansByTemplate = new TreeMap<>();
        for (String name : GENERATOR.names()) {
            plansByTemplate.computeIfAbsent(GENERATOR.templateOf(name), template -> new ArrayList<>())
                    .add(Files.readString(PLANS.resolve(name + ".ctp")));
        }
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, List<String>> byTemplate : plansByTemplate.entrySet()) {
            String template = byTemplate.getKey();
            List<String> plans = byTemplate.getValue();
            boolean whiteBoxOnly = Files.readString(PLANS.resolve(PlanGenerator.TEMPLATES).resolve(template + ".ctp"))
                    .contains("#@each whitebox-servers");
            for (MiddlewareCatalog.Server server : installed.servers()) {
                // the blade argument's protocol, then a space or the line's end: grpc is not grpc-direct
                Pattern starts = Pattern.compile("argument=protocol=" + Pattern.quote(server.protocol()) + "(\\s|$)",
                        Pattern.MULTILINE);
                long runningIt = plans.stream().filter(plan -> starts.matcher(plan).find()).count();
                if ((server.whiteBox() || !whiteBoxOnly) && (plans.size() == 1 ? runningIt == 0 : runningIt != 1)) {
                    missing.add(template + ".ctp" + (plans.size() == 1 ? "" : " (in exactly one of its plans)") + ": "
                            + server.protocol());
                }
            }
        }
        String latency = Files.readString(PLANS.resolve("scenarios").resolve("latency-ping.xis"));
        InstalledMiddleware.clients().stream().filter(client -> !latency.contains("name=\"" + client.protocol() + "\""))
                .forEach(client -> missing.add("latency-ping.xis: client " + client.protocol()));
        InstalledMiddleware.nativeClients().stream().filter(client -> !latency.contains("name=\"" + client.name() + "\""))
                .forEach(client -> missing.add("latency-ping.xis: native client " + client.name()));
        assertTrue(installed.servers().size() > 1, "the staged middleware: " + installed.servers());
        assertTrue(missing.isEmpty(), "installed but not in a plan: " + missing);
    }
}
