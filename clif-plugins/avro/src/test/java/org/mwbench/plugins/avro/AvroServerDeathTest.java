package org.mwbench.plugins.avro;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ChildJvmServer;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ContractOnlyLoader;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.PluginLoaderCheck;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.avro.AvroServer;

/**
 * What MiddlewareIT's kill test asks of every middleware, below the distribution: while users
 * ping every 20 ms, the server dies; every later call must fail with an exception whose kind the
 * report can name, none may hang, and the connection must close. A step that outlives the hang
 * guard fails the test with every thread's stack, to show where it waits.
 */
@Timeout(4 * AvroServerDeathTest.HANG_GUARD_SECONDS) // a test guards four steps: the loops, two users, the close
class AvroServerDeathTest {
    /**
     * The answered timeout: the calls before the death must be answered, however loaded the
     * machine; those after it fail on the dead connection (a refused reconnect), not by the timeout.
     */
    private static final ClientSettings SETTINGS = ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL);
    /**
     * How long a step may take before it is taken for hung, a guard and not a speed claim:
     * {@link LoadedMachine#hangGuard} of the call timeout (the answered one, HANG_GUARD), as a
     * constant for {@code @Timeout}. The calls after the death fail at once, so only a hang nears it.
     */
    static final long HANG_GUARD_SECONDS = LoadedMachine.TIMEOUT_FACTOR * LoadedMachine.HANG_GUARD_SECONDS;
    private static final int USERS = 2;
    private static final int CALLS_AFTER_DEATH = 5;
    /** MiddlewareIT's FAILURE_KIND: a class name, maybe with a qualifier in parentheses. */
    private static final String FAILURE_KIND = "[A-Za-z_$][A-Za-z0-9_$]*( \\([A-Za-z0-9_ ]+\\))?";

    private final ExecutorService users = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "avro-death-test-user");
        thread.setDaemon(true);
        return thread;
    });

    @AfterEach
    void stopUsers() {
        users.shutdownNow();
    }

    @Test
    void aKilledServerJvmFailsEveryLaterCallAndTheConnectionCloses() throws Exception {
        killedServerFailsEveryLaterCall(new AvroClient());
    }

    /** The same with the client loaded as the platform loads it: failure paths may need classes the conformance calls do not. */
    @Test
    void aKilledServerJvmFailsEveryLaterCallOfAClientInALoaderOfItsOwn() throws Exception {
        try (URLClassLoader plugin = new URLClassLoader("avro-plugin", PluginLoaderCheck.pluginClassPath(AvroClient.class),
                new ContractOnlyLoader(getClass().getClassLoader()))) {
            killedServerFailsEveryLaterCall(Middlewares.client("avro", plugin));
        }
    }

    /** The plugin folder's class path, which the server's child JVM runs on, next to the contract. */
    private static List<Path> pluginClassPath() throws Exception {
        List<Path> entries = new ArrayList<>();
        for (URL url : PluginLoaderCheck.pluginClassPath(AvroClient.class)) {
            entries.add(Path.of(url.toURI()));
        }
        return entries;
    }

    private void killedServerFailsEveryLaterCall(MiddlewareClient client) throws Exception {
        try (ChildJvmServer server = ChildJvmServer.start("avro", pluginClassPath(), "-Xmx128m")) {
            BenchmarkConnection connection = client.connect(server.endpoint(), SETTINGS);
            try {
                callsSucceedThenEachFailsAfter(connection, server::kill, client);
            } finally {
                withinTheGuard("connection.close()", () -> {
                    connection.close();
                    return null;
                });
            }
        }
    }

    @Test
    void aServerClosedInProcessFailsEveryLaterCallAndTheConnectionCloses() throws Exception {
        ServerHandle server = new AvroServer().start(ServerSettings.loopback(), new ReferenceService());
        try {
            BenchmarkConnection connection = new AvroClient().connect(server.endpoint(), SETTINGS);
            try {
                callsSucceedThenEachFailsAfter(connection, server::close, new AvroClient());
            } finally {
                withinTheGuard("connection.close()", () -> {
                    connection.close();
                    return null;
                });
            }
        } finally {
            server.close();
        }
    }

    private interface Death {
        void happen() throws Exception;
    }

    /** USERS threads ping in a loop; once each has succeeded, the server dies, and each then makes CALLS_AFTER_DEATH calls. */
    private void callsSucceedThenEachFailsAfter(BenchmarkConnection connection, Death death, MiddlewareClient client)
            throws Exception {
        for (int i = 0; i < 10; i++) {
            connection.ping();
        }
        List<Future<?>> pinging = new ArrayList<>();
        java.util.concurrent.atomic.AtomicBoolean dead = new java.util.concurrent.atomic.AtomicBoolean();
        for (int u = 0; u < USERS; u++) {
            pinging.add(users.submit(() -> {
                while (!dead.get()) {
                    try {
                        connection.ping();
                    } catch (Exception e) {
                        // a call in flight when the server died
                    }
                    Thread.sleep(20);
                }
                return null;
            }));
        }
        Thread.sleep(500);
        death.happen();
        Thread.sleep(100);
        dead.set(true);
        for (Future<?> user : pinging) {
            withinTheGuard("the users' loops", () -> user.get());
        }
        List<Future<List<String>>> afterDeath = new ArrayList<>();
        for (int u = 0; u < USERS; u++) {
            afterDeath.add(users.submit(() -> failuresOf(connection, client)));
        }
        for (Future<List<String>> kinds : afterDeath) {
            List<String> failures = withinTheGuard("the calls after the server died", () -> kinds.get());
            assertTrue(failures.stream().allMatch(kind -> kind.matches(FAILURE_KIND)), "failure kinds: " + failures);
            System.out.println("failure kinds after the death: " + failures);
        }
    }

    /** Each call after the death, bounded by the guard; the failure kinds, as the injector records them. */
    private List<String> failuresOf(BenchmarkConnection connection, MiddlewareClient client) throws Exception {
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < CALLS_AFTER_DEATH; i++) {
            try {
                connection.ping();
                fail("call " + i + " after the server died succeeded");
            } catch (Exception e) {
                kinds.add(client.failureKind(e));
            }
            Thread.sleep(20);
        }
        return kinds;
    }

    private <T> T withinTheGuard(String what, Callable<T> task) throws Exception {
        Future<T> result = users.submit(task);
        try {
            return result.get(HANG_GUARD_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            result.cancel(true);
            throw new AssertionError(what + " did not end within " + HANG_GUARD_SECONDS + " s; threads:\n" + threadDump());
        }
    }

    private static String threadDump() {
        StringBuilder dump = new StringBuilder();
        for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
            dump.append('"').append(thread.getKey().getName()).append("\" ").append(thread.getKey().getState()).append('\n');
            for (StackTraceElement frame : thread.getValue()) {
                dump.append("    at ").append(frame).append('\n');
            }
        }
        return dump.toString();
    }
}
