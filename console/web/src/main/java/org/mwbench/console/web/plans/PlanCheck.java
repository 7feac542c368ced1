package org.mwbench.console.web.plans;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mwbench.platform.agent.BladeClasses;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.KeyLines;
import org.mwbench.platform.plan.PlanError;
import org.mwbench.platform.plan.PlanException;
import org.mwbench.platform.plan.TestPlan;
import org.mwbench.platform.plan.PlanFiles;
import org.mwbench.platform.plan.TestPlanParser;
import org.mwbench.platform.supervisor.PlanChecks;

/**
 * Validates a plan table as a deploy would: the platform's parser on the text the table
 * writes, then, if it parses, the checks that need the live platform (the agent is
 * registered, the class loads and fits the kind, the blade's files and argument are what
 * its class accepts). Every error is placed on its row.
 */
public final class PlanCheck {
    private static final Pattern BLADE_KEY = Pattern.compile("blade\\.([0-9]+)\\.([A-Za-z_]+)");

    /** @param plan the parsed plan, or null when it has errors */
    public record Result(TestPlan plan, String text, List<RowError> errors) {
        public boolean valid() {
            return errors.isEmpty();
        }
    }

    private PlanCheck() {
    }

    /**
     * @param file   where the plan is (or would be) saved: names it in messages, and the files
     *               its arguments name are relative to its folder
     * @param agents the agents registered now
     */
    public static Result check(PlanDocument document, String name, Path file, Set<String> agents, ClassLoader loader) {
        String text = PlanTableFormat.write(document);
        try {
            TestPlan plan = TestPlanParser.parse(text, file.toString(), name);
            List<PlanError> live = liveErrors(plan, agents, loader);
            return new Result(live.isEmpty() ? plan : null, text, place(live));
        } catch (PlanException e) {
            return new Result(null, text, place(e.errors()));
        }
    }

    private static List<PlanError> liveErrors(TestPlan plan, Set<String> agents, ClassLoader loader) {
        List<PlanError> errors = new ArrayList<>();
        KeyLines lines = new KeyLines(plan.source());
        PlanFiles files = new PlanFiles(plan);
        for (BladeDefinition blade : plan.blades()) {
            if (!agents.contains(blade.agent())) {
                errors.add(new PlanError(plan.origin() + ":" + lines.firstLineOf(blade.key("server")), blade.key("server"),
                        "agent '" + blade.agent() + "' is not registered; registered agents: " + agents
                                + " (start one with: mwbench agent --name '" + blade.agent() + "' --registry HOST:PORT)"));
            }
            try {
                Class<?> type = BladeClasses.resolve(blade.className(), loader);
                BladeClasses.requireRole(type, blade);
                PlanChecks.checkBlade(plan, files, blade, type, errors); // its files and argument, as a deploy checks them
            } catch (ClassNotFoundException | IllegalArgumentException e) {
                errors.add(new PlanError(plan.origin() + ":" + lines.firstLineOf(blade.classKey()), blade.classKey(),
                        e.getMessage()));
            }
        }
        return errors;
    }

    /** Puts each error on the row its key names: row i is {@code blade.i}. */
    public static List<RowError> place(List<PlanError> errors) {
        List<RowError> placed = new ArrayList<>();
        for (PlanError error : errors) {
            Matcher matcher = BLADE_KEY.matcher(error.key());
            int row = -1;
            String column = "";
            if (matcher.matches()) {
                try {
                    row = Integer.parseInt(matcher.group(1));
                } catch (NumberFormatException e) {
                    row = -1;
                }
                column = columnOf(matcher.group(2), error.message());
            }
            placed.add(new RowError(row, column, error.key(), error.location(), error.message()));
        }
        return placed;
    }

    private static String columnOf(String property, String message) {
        return switch (property) {
            case "id", "server", "argument", "comment", "jvm" -> property;
            case "injector", "probe", "sut" -> message.startsWith("a blade has one role") ? "kind" : "className";
            default -> "";
        };
    }
}
