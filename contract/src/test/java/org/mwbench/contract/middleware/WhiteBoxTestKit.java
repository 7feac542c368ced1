package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;

/**
 * White-box timing ({@link WhiteBox}) of one middleware, against its real server on loopback:
 * with the option on at both ends, a call's hooks give three parts (client marshalling, transport
 * plus server, server), none negative, the first two within the call's total, the server's within
 * the call and, in the median call, within transport plus server; with it off, the connection is a plain one, no client hook fills
 * the thread's record, and the server's configuration says nothing of white-box timing. Loose on
 * purpose: what each part holds is the middleware's README's business, not a number to pin here.
 */
public abstract class WhiteBoxTestKit {
    /** Every call of the tests must be answered: the timeout is only a hang guard. */
    private static final Duration CALL_TIMEOUT = LoadedMachine.ANSWERED_CALL;
    private static final Map<String, String> ON = Map.of(WhiteBox.OPTION, "true");
    private static final int CALLS = 50;

    /** The protocol under test, as its server and client name it. */
    protected abstract String protocol();

    /** The protocol of its server, when the client is a variant of another's. */
    protected String serverProtocol() {
        return protocol();
    }

    /**
     * Whether the server's part travels back to the client: false for a middleware whose reply
     * has no room for it (Ice: no reply context), whose README says so.
     */
    protected boolean carriesServerPart() {
        return true;
    }

    /** Client options the middleware needs beside {@code whitebox} (GlassFish's socket type). */
    protected Map<String, String> clientOptions() {
        return Map.of();
    }

    private MiddlewareServer server() {
        return Middlewares.server(serverProtocol(), getClass().getClassLoader());
    }

    private MiddlewareClient client() {
        return Middlewares.client(protocol(), getClass().getClassLoader());
    }

    private Map<String, String> withWhiteBox() {
        Map<String, String> options = new java.util.HashMap<>(clientOptions());
        options.putAll(ON);
        return options;
    }

    @Test
    void theClientSaysItHasHooks() {
        assertTrue(client().hasWhiteBoxHooks());
    }

    @Test
    void aWhiteBoxCallHasThreePartsWithinItsTotal() throws Exception {
        try (ServerHandle handle = server().start(new ServerSettings(ServerSettings.LOOPBACK, 0, ON), new ReferenceService());
             BenchmarkConnection connection = client().connect(handle.endpoint(),
                     new ClientSettings(CALL_TIMEOUT, withWhiteBox()))) {
            assertTrue(connection.whiteBoxTimed(), "a connection asked for white-box timing: " + connection.getClass());
            assertTrue(handle.configuration().containsKey(WhiteBox.OPTION),
                    "the server's configuration records white-box timing: " + handle.configuration());
            long[] pingNet = new long[CALLS];
            long[] itemsNet = new long[CALLS];
            long[] stringNet = new long[CALLS];
            for (int i = 0; i < CALLS; i++) {
                pingNet[i] = checkParts("ping", connection, BenchmarkService::ping);
                itemsNet[i] = checkParts("getItems(32)", connection, service -> service.getItems(32));
                stringNet[i] = checkParts("getString(4096)", connection, service -> service.getString(4096));
            }
            if (carriesServerPart()) {
                requireNetTransfer("ping", pingNet);
                requireNetTransfer("getItems(32)", itemsNet);
                requireNetTransfer("getString(4096)", stringNet);
            }
        }
    }

    @Test
    void offInstallsNoHook() throws Exception {
        try (ServerHandle handle = server().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = client().connect(handle.endpoint(),
                     new ClientSettings(CALL_TIMEOUT, clientOptions()))) {
            assertFalse(connection.whiteBoxTimed(), "a plain connection: " + connection.getClass());
            assertFalse(handle.configuration().containsKey(WhiteBox.OPTION), "no white-box timing on the server");
            WhiteBoxCall record = WhiteBoxCall.current();
            for (int i = 0; i < 5; i++) {
                record.clear();
                connection.getItems(4);
                assertEquals(WhiteBoxCall.NOT_SEEN, record.requestSent(), "no client hook ran");
                assertEquals(WhiteBoxCall.NOT_SEEN, record.replyReceived(), "no client hook ran");
                assertEquals(WhiteBoxCall.NOT_SEEN, record.serverNanos(), "no server part came back");
            }
        }
    }

    private interface Call {
        void call(BenchmarkService service) throws Exception;
    }

    /**
     * The server's part lies within transport plus server in the median call. Not in every call: a
     * client hook runs just before its middleware hands the request over, and on 2 busy cores the
     * thread can lose its core between the two while the transport has already sent the request.
     */
    private void requireNetTransfer(String what, long[] net) {
        long[] sorted = net.clone();
        java.util.Arrays.sort(sorted);
        assertTrue(sorted[sorted.length / 2] >= 0, protocol() + " " + what + ": the median of transport plus server"
                + " minus server is not negative: " + java.util.Arrays.toString(net));
    }

    /** Checks one call's parts; returns transport plus server minus the server's part (0 without it). */
    private long checkParts(String what, BenchmarkConnection connection, Call call) throws Exception {
        WhiteBoxCall record = WhiteBoxCall.current();
        record.clear();
        long start = System.nanoTime();
        call.call(connection);
        long end = System.nanoTime();
        long total = end - start;
        long sent = record.requestSent();
        long received = record.replyReceived();
        String context = protocol() + " " + what + ": total " + total + " ns, sent at +" + (sent - start)
                + ", received at +" + (received - start) + ", server " + record.serverNanos() + " ns";
        assertTrue(sent != WhiteBoxCall.NOT_SEEN && received != WhiteBoxCall.NOT_SEEN, "both client hooks ran: " + context);
        long marshal = sent - start;
        long transportAndServer = received - sent;
        assertTrue(marshal >= 0 && transportAndServer >= 0, "parts not negative: " + context);
        assertTrue(marshal + transportAndServer <= total, "client parts within the total: " + context);
        if (carriesServerPart()) {
            long server = record.serverNanos();
            assertTrue(server >= 0, "the server's part came back: " + context);
            assertTrue(server <= total, "the server's part within the call: " + context);
            return transportAndServer - server;
        }
        assertEquals(WhiteBoxCall.NOT_SEEN, record.serverNanos(), "no server part: " + context);
        return 0;
    }
}
