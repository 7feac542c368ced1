package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mwbench.console.plans.MiddlewareCatalog;
import org.mwbench.console.plans.PlanGenerator;
import org.mwbench.console.plans.PlanTemplateException;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code mwbench plan NAME}: a plan over every installed middleware, written from its template. */
@Command(name = "plan", mixinStandardHelpOptions = true,
        description = "Writes a plan that runs every installed middleware, and its scenarios, from the plan's template "
                + "(test-plans/templates/NAME.ctp) and what the plugins folder holds: install a middleware's plugin "
                + "folder, run this, and the plan has it. A template with #@parts K makes K plans, NAME-1 .. NAME-K, "
                + "each over one part of the servers. --list names the plans; --all writes every plan.")
final class PlanCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "NAME", description = "A plan's name, e.g. latency-ping; --list names them.")
    List<String> names = new ArrayList<>();

    @Option(names = "--all", description = "Writes every plan that has a template.")
    boolean all;

    @Option(names = "--list", description = "Lists the plans the templates make and exits.")
    boolean list;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Where to write the plan (one NAME only); its scenarios go to scenarios/ beside it "
                    + "(default: the plans folder's NAME.ctp).")
    Path outFile;

    @Option(names = "--templates", paramLabel = "DIR",
            description = "The templates' folder (default: test-plans/templates of the distribution, or of the current folder).")
    Path templates;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Path plans = plansFolder();
        PlanGenerator generator = new PlanGenerator(templates != null ? templates : plans.resolve(PlanGenerator.TEMPLATES));
        try {
            if (list) {
                generator.names().forEach(out::println);
                return ExitCodes.OK;
            }
            List<String> chosen = all ? generator.names() : names;
            if (chosen.isEmpty()) {
                return usage("name a plan, or --all; plans: " + String.join(", ", generator.names()));
            }
            if (outFile != null && chosen.size() != 1) {
                return usage("--out takes one plan, not " + chosen);
            }
            MiddlewareCatalog installed = MiddlewareCatalog.installed();
            for (String name : chosen) {
                Path plan = outFile != null ? outFile : plans.resolve(name + ".ctp");
                write(plan, generator.generate(name, installed), out);
            }
            return ExitCodes.OK;
        } catch (PlanTemplateException e) {
            return usage(e.getMessage());
        } catch (IOException e) {
            spec.commandLine().getErr().println("mwbench plan: cannot write: " + e);
            return ExitCodes.FAILURE;
        }
    }

    /** Writes the plan at {@code plan} and each scenario under {@code scenarios/} beside it. */
    private static void write(Path plan, Map<String, String> files, PrintWriter out) throws IOException {
        Path folder = plan.toAbsolutePath().getParent();
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path target = file.getKey().endsWith(".ctp") ? plan : folder.resolve(file.getKey());
            Files.createDirectories(target.toAbsolutePath().getParent());
            Files.writeString(target, file.getValue());
            out.println("wrote " + target);
        }
    }

    /** The distribution's test-plans/ when run from it, else the current folder's. */
    private static Path plansFolder() {
        String home = System.getProperty("mwbench.home");
        return home == null || home.isBlank() ? Path.of("test-plans") : Path.of(home, "test-plans");
    }

    private int usage(String message) {
        spec.commandLine().getErr().println("mwbench plan: " + message);
        return ExitCodes.USAGE;
    }
}
