package org.mwbench.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.mwbench.console.web.ConsoleSettings;
import org.mwbench.console.web.WebConsole;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.supervisor.SupervisorHost;
import org.mwbench.platform.supervisor.SupervisorOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mwbench console}: a supervisor with the web console, CLIF's console in a browser.
 * It prints the URL that logs in, and serves until Ctrl-C; then a run still deployed is
 * stopped and collected, and everything it started is stopped.
 */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = {"Starts a supervisor (with its embedded 'local host' agent and the registry for remote agents) "
                + "and the web console: edit and validate test plans, deploy, init, start, suspend, resume, stop and "
                + "collect them, watch them live, and browse the stored runs.",
                "Open the URL it prints (console: http://127.0.0.1:8080/?token=...), or open the console's address "
                        + "and give the shared secret. It listens on loopback unless --bind says otherwise. "
                        + "Stop it with Ctrl-C."})
final class ConsoleCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "HTTP port of the console (default: ${DEFAULT-VALUE}; 0 for any free port).")
    int port;

    @Option(names = "--plans", paramLabel = "DIR", defaultValue = "test-plans",
            description = "Folder of .ctp plans the console opens and saves (default: ${DEFAULT-VALUE}).")
    Path plans;

    @Option(names = "--registry-port", paramLabel = "PORT", defaultValue = "" + SupervisorHost.DEFAULT_REGISTRY_PORT,
            description = "Port of the registry remote agents register in (default: ${DEFAULT-VALUE}); "
                    + "-1 for none, only the embedded 'local host' agent.")
    int registryPort;

    @Option(names = "--db", paramLabel = "URL",
            description = "The results database the Results database view reads, a JDBC URL such as "
                    + "jdbc:postgresql://HOST:5432/DB?user=U&password=P (default: $MWBENCH_DB, else results.db in "
                    + "the runs folder).")
    String db;

    @Mixin
    SupervisorHostOptions hostOptions;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SharedSecret key;
        SupervisorOptions options;
        ConsoleSettings settings;
        try {
            if (!Files.isDirectory(plans)) {
                throw new IllegalArgumentException("--plans: no folder " + plans.toAbsolutePath()
                        + " (run from the distribution's folder, which has test-plans/, or give one with --plans DIR)");
            }
            if (registryPort < -1 || registryPort > 65535) {
                throw new IllegalArgumentException("--registry-port must be -1 (none) or 0 to 65535, not " + registryPort);
            }
            key = hostOptions.secret.load();
            options = hostOptions.toSupervisorOptions(key, registryPort);
            settings = new ConsoleSettings(hostOptions.listen.address(), port, plans, hostOptions.runs.path(), key,
                    org.mwbench.analysis.html.HtmlReport::write, // the same report as mwbench run's
                    org.mwbench.results.store.ResultsDatabase.urlOf(db, System.getenv(), hostOptions.runs.path()));
        } catch (IllegalArgumentException | java.net.UnknownHostException e) {
            err.println("mwbench console: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        SupervisorHost host;
        WebConsole console;
        try {
            host = new SupervisorHost(options);
        } catch (IOException e) { // the registry's port is taken: another supervisor, or a bad --registry-port
            err.println("mwbench console: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        try {
            console = WebConsole.start(host, settings);
        } catch (IOException e) { // the console's port is taken or not ours to bind
            host.close();
            err.println("mwbench console: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        try (host; console) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                console.close(); // stops and collects a run still deployed
                host.close();
                stopped.countDown();
            }, "mwbench-console-shutdown"));
            out.println("console: " + console.loginUrl());
            out.println("  open it in a browser (or open " + console.url() + " and give the shared secret, fingerprint "
                    + key.fingerprint() + ")");
            out.println("  plans: " + plans.toAbsolutePath().normalize() + ", reports: "
                    + hostOptions.runs.path().toAbsolutePath().normalize());
            if (registryPort >= 0) {
                out.println("  agents: mwbench agent --name NAME --registry " + hostOptions.listen.bind + ":" + registryPort);
            }
            out.println("  stop with Ctrl-C");
            out.flush();
            stopped.await();
        }
        return ExitCodes.OK;
    }
}
