package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.TestPlanParser;
import org.mwbench.platform.plugin.PluginFolders;
import org.mwbench.platform.supervisor.PlanChecks;

/**
 * Every plan shipped in {@code test-plans/} passes the plan check {@code mwbench run} makes
 * before deploying, its scenarios compiled against the middleware plugins the distribution
 * installs: a renamed plugin or sample in a shipped scenario fails the build, not a user's
 * run. The plugins are those the plugin modules staged (surefire points {@code mwbench.plugins}
 * at them), so this runs before the distribution is assembled, without starting anything.
 */
@Timeout(120)
class ShippedPlansCheckTest {
    private static final Path PLANS = Path.of("..", "test-plans").toAbsolutePath().normalize();

    @Test
    void everyShippedPlanPassesThePlanCheckWithTheInstalledPlugins() throws Exception {
        assertFalse(PluginFolders.protocols().isEmpty(), "no staged plugin folders in " + PluginFolders.root()
                + ": package the clif-plugins modules first (mvn package, or -Dmwbench.plugins.staged=DIR)");
        List<Path> plans;
        try (Stream<Path> files = Files.list(PLANS)) {
            plans = files.filter(file -> file.getFileName().toString().endsWith(".ctp")).sorted().toList();
        }
        assertTrue(plans.size() >= 20, "the shipped plans: " + plans);
        List<String> refused = new ArrayList<>();
        for (Path file : plans) {
            TestPlan plan = TestPlanParser.parse(file);
            try {
                PlanChecks.check(plan, plan.agents(), getClass().getClassLoader());
            } catch (PlanException e) {
                refused.add(file.getFileName() + ": " + e.getMessage());
            }
        }
        assertTrue(refused.isEmpty(), String.join("\n", refused));
    }
}
