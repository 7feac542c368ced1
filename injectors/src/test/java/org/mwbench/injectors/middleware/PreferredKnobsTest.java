package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;

/**
 * A server blade's {@code prefer.KNOB=VALUE} against a real server, the raw-TCP one, which has
 * threads and a backlog but no queue: it takes what it has and records the rest as not applied,
 * with the middleware's reason, in what its server-config file holds. {@code option.} stays
 * strict. One middleware only: two never share a class path (each plugin module tests its own
 * server's knobs).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PreferredKnobsTest {
    private static final String EQUIVALENT = " prefer.threads=1024 prefer.backlog=1024 prefer.queue=1024";

    private static ServerArguments read(String argument) throws BladeException {
        return new ServerBlade.Reader().read(BladeArguments.parse("server", argument), name -> new byte[0]).server();
    }

    /** The configuration a server started with these arguments runs with, the server closed again. */
    private static Map<String, String> configuration(ServerArguments arguments) throws Exception {
        try (ServerHandle server = Middlewares.server(arguments.protocol(), PreferredKnobsTest.class.getClassLoader())
                .start(arguments.settings("127.0.0.1"), new ReferenceService())) {
            return server.configuration();
        }
    }

    @Test
    void aServerWithTheKnobsTakesThemAndRecordsTheOneItHasNotAsNotApplied() throws Exception {
        Map<String, String> configuration = configuration(read("protocol=tcp" + EQUIVALENT));
        assertEquals("1024", configuration.get("threads"));
        assertEquals("1024", configuration.get("backlog"));
        assertTrue(configuration.get("queue").startsWith("not applied: the raw-TCP server queues no requests"),
                configuration.toString());
        assertEquals("unbounded", configuration.get("max_connections"), "a knob not asked for stays as it was");
        String file = ServerConfigurationFile.format(configuration);
        assertTrue(file.contains("\nqueue,not applied: the raw-TCP server queues no requests"), file);
    }

    @Test
    void aStrictOptionTheMiddlewareHasNotIsStillRefused() throws Exception {
        ServerArguments strict = read("protocol=tcp option.queue=1024");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> configuration(strict));
        assertTrue(e.getMessage().startsWith("protocol 'tcp' has no option queue"), e.getMessage());
    }

    @Test
    void aPreferredNameThatIsNoKnobOrIsAlsoStrictIsRefusedAtPlanCheck() {
        BladeException e = assertThrows(BladeException.class, () -> read("protocol=tcp prefer.whitebox=true"));
        assertTrue(e.getMessage().contains("parameter 'prefer.whitebox' = 'true' is not valid: expected a knob every server"
                + " names alike (threads, backlog, queue, max_connections)"), e.getMessage());
        e = assertThrows(BladeException.class, () -> read("protocol=tcp option.threads=8 prefer.threads=1024"));
        assertTrue(e.getMessage().contains("either option.threads (strict) or prefer.threads"), e.getMessage());
    }
}
