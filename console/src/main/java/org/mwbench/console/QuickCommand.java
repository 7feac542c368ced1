package org.mwbench.console;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.files.FileTrees;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code mwbench quick rmi --users 50 --duration 30s}: one middleware measured without writing a
 * plan, as {@code k6 run --vus 50 --duration 30s}. It makes a {@link QuickPlan} and hands it to
 * {@code mwbench run}, so the run folder, the report, the exit codes and Ctrl-C are run's own.
 */
@Command(name = "quick", mixinStandardHelpOptions = true,
        description = {"Measures one middleware without a plan: starts its server in a JVM of its own, as plans do, "
                + "then N users call its ping for a while, without pause or with --think; the same run folder, "
                + "quick statistics and report.html as mwbench run.",
                "Any option of mwbench run may follow the middleware: --report-dir DIR, --junit FILE, "
                        + "--deploy-timeout D, --series N, ...",
                "Example: mwbench quick rmi --users 50 --duration 30s",
                "A soak: mwbench quick rmi --users 1000 --think 80ms..120ms --duration 480s"})
final class QuickCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "MIDDLEWARE",
            description = "The middleware, e.g. tcp, rmi, corba-jacorb, grpc, in any case (mwbench server --list names them).")
    String middleware;

    @Option(names = "--users", paramLabel = "N", defaultValue = "10",
            description = "Users calling at once (default: ${DEFAULT-VALUE}).")
    int users;

    @Option(names = "--connection", paramLabel = "C", defaultValue = QuickPlan.AUTO,
            description = "shared: the users share one connection (stub, ORB, channel), as an application's threads do; "
                    + "own: each opens its own, as separate client processes would; auto: shared where the client "
                    + "carries concurrent calls on one connection, own where it does not (tcp) (default: ${DEFAULT-VALUE}).")
    String connection;

    @Option(names = "--duration", paramLabel = "D", defaultValue = "30s",
            description = "How long the users call, e.g. 30s, 2m (default: ${DEFAULT-VALUE}).")
    String duration;

    @Option(names = "--warmup", paramLabel = "D", defaultValue = "0s",
            description = "The first part of the duration, measured but left out of the figures (default: ${DEFAULT-VALUE}).")
    String warmup;

    @Option(names = "--think", paramLabel = "T", defaultValue = "0",
            description = "A think time after each call: constant (100ms) or uniform between two bounds (80ms..120ms); "
                    + "a thinking user holds no thread (default: none).")
    String think;

    @Unmatched
    List<String> runOptions = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        QuickPlan quick;
        try {
            java.time.Duration[] thinkBounds = QuickPlan.thinkBounds(think);
            quick = QuickPlan.of(middleware, users, Durations.parse(duration, "s"), Durations.parse(warmup, "s"),
                    thinkBounds[0], thinkBounds[1], connection);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("mwbench quick: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Path folder = Files.createTempDirectory("mwbench-quick-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        try {
            List<String> run = new ArrayList<>(List.of("run", quick.writeInto(folder).toString()));
            run.addAll(runOptions);
            return Mwbench.execute(spec.commandLine().getOut(), spec.commandLine().getErr(), run.toArray(String[]::new));
        } finally {
            FileTrees.delete(folder);
        }
    }
}
