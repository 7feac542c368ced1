package org.mwbench.console;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.StandaloneServer;
import org.mwbench.injectors.middleware.Failures;
import org.mwbench.injectors.middleware.InstalledMiddleware;
import org.mwbench.platform.plugin.PluginFolders;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code mwbench server PROTOCOL}: one middleware's server on its own, for other tools and clients. */
@Command(name = "server", mixinStandardHelpOptions = true,
        description = "Starts one middleware's server on its own, serving the reference benchmark service, the same "
                + "server a plan's server blade runs. It prints its endpoint on one line (\"endpoint: ...\") and "
                + "serves until Ctrl-C. --list names the installed protocols; --knobs prints what each one's knobs "
                + "(threads, backlog, queue, max_connections) set.")
final class ServerCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "PROTOCOL",
            description = "The middleware, e.g. tcp, rmi, corba-jacorb, ice, in any case; --list names them.")
    String protocol;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "0",
            description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "A server option of the middleware's own, e.g. --option threads=8; repeatable.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--list", description = "Lists the installed protocols and exits.")
    boolean list;

    @Option(names = "--knobs", description = "Prints every installed server's knobs, a row per protocol: each knob's "
            + "default and the middleware setting it sets, or why the middleware has it not; then exits.")
    boolean knobs;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "How --knobs prints: text, a block per protocol that fits a terminal, or markdown, a table "
                    + "with a row per protocol (default: ${DEFAULT-VALUE}).")
    KnobTable.Format format;

    @Option(names = "--exit-with", paramLabel = "PID",
            description = "Exit when process PID ends; for launchers and tests that must not leave servers behind.")
    Long exitWith;

    @Mixin
    ListenOptions listen;

    @Option(names = {"-v", "--verbose"}, description = "Show the middleware's own log messages, not only warnings.")
    boolean verbose;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!verbose) {
            Logging.warningsOnly(); // JacORB and others log every start at INFO; the endpoint line is the output
        }
        if (knobs) {
            // The servers are only asked for their declarations: none starts, none binds a port.
            spec.commandLine().getOut().print(KnobTable.render(KnobTable.rows(InstalledMiddleware.servers()), format));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
        if (list || protocol == null) {
            if (list) {
                InstalledMiddleware.protocols().forEach(System.out::println);
                return ExitCodes.OK;
            }
            return usage("name a middleware; installed: " + String.join(", ", InstalledMiddleware.protocols()));
        }
        MiddlewareServer server;
        ServerSettings settings;
        try {
            protocol = InstalledMiddleware.protocolNamed(protocol);
            server = Middlewares.server(protocol, PluginFolders.loaderFor(protocol));
            settings = new ServerSettings(listen.bind, port, options);
        } catch (IllegalArgumentException e) {
            return usage(e.getMessage());
        }
        if (exitWith != null) {
            ProcessHandle.of(exitWith).map(ProcessHandle::onExit).orElse(
                    java.util.concurrent.CompletableFuture.completedFuture(null)).thenRun(() -> System.exit(ExitCodes.OK));
        }
        try {
            StandaloneServer.serve(server, settings, false, System.out);
            return ExitCodes.OK;
        } catch (IllegalArgumentException e) {
            return usage(e.getMessage());
        } catch (Exception e) {
            System.err.println("mwbench server: the " + protocol + " server did not start: " + Failures.describe(e));
            return ExitCodes.FAILURE;
        }
    }

    private static int usage(String message) {
        System.err.println("mwbench server: " + message);
        return ExitCodes.USAGE;
    }
}
