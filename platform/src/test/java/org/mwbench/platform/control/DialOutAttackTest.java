package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLServerSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.security.DialOutTls;
import org.mwbench.platform.security.Loopback;
import org.mwbench.platform.security.MacKey;
import org.mwbench.platform.security.SharedSecret;

/**
 * The agent's end of a dial-out tunnel ({@link DialOutSession}) attacked by what it dialled: a
 * listener that is not its supervisor (a wrong address, a spoofed name) or a supervisor gone
 * wrong. It must run nothing unsealed, allocate nothing from a length it was sent, and cut a
 * connection that breaks the protocol or floods it, rather than queue without bound.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class DialOutAttackTest {

    private static final String AGENT = "agent-t";

    private final SharedSecret secret = ExportedControl.newSecret();
    private final TestControlImpl implementation = new TestControlImpl();
    private SSLServerSocket listener;
    private Socket accepted;
    private CompletableFuture<IOException> served;

    /** The agent dials the test's listener and serves it; {@link #served} completes with why it ended. */
    @BeforeEach
    void agentDialsTheTest() throws Exception {
        listener = DialOutTls.listen(Loopback.ADDRESS, 0);
        CompletableFuture<Socket> acceptance = CompletableFuture.supplyAsync(() -> {
            try {
                Socket socket = listener.accept();
                ((javax.net.ssl.SSLSocket) socket).startHandshake(); // the dialler waits for it
                return socket;
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        DialOutTls.Dialled dialled = DialOutTls.dial("127.0.0.1", listener.getLocalPort(), 10_000);
        ChannelServer server = ChannelServer.serving(TestControl.class, implementation, AGENT, secret);
        server.identify(StubIdentity.dialled(AGENT, dialled.serverFingerprint()));
        DialOutSession session = new DialOutSession(dialled.socket(), server);
        served = CompletableFuture.supplyAsync(() -> {
            try {
                session.serve();
                return null;
            } catch (IOException e) {
                return e;
            }
        });
        accepted = acceptance.get(60, TimeUnit.SECONDS);
        accepted.setSoTimeout(60_000);
        assertEquals(AGENT, DialledChannel.readAnnounce(accepted));
    }

    @AfterEach
    void closeAll() throws IOException {
        if (accepted != null) {
            accepted.close();
        }
        listener.close();
    }

    private DialledChannel channel() throws IOException {
        return new DialledChannel(accepted, AGENT, StubIdentity.dialled(AGENT, DialOutTls.ownFingerprint()), 60_000);
    }

    private String endedBecause() throws Exception {
        IOException why = served.get(60, TimeUnit.SECONDS);
        return why == null ? "" : why.getMessage();
    }

    @Test
    void theSupervisorDrivesTheAgentThroughSealedCalls() throws Exception {
        TestControl agent = ChannelClient.connect(TestControl.class, channel(), secret, AGENT);
        assertEquals("over the tunnel", agent.echo("over the tunnel"));
        assertEquals(3 << 20, agent.length(new byte[3 << 20]), "a call in parts");
        assertEquals(2, agent.executed(), "echo and length ran");
    }

    @Test
    void aListenerWithoutTheSecretGetsNoProofItAcceptsAndRunsNothing() throws Exception {
        DialledChannel channel = channel();
        assertThrows(PeerNotProvenException.class,
                () -> ChannelClient.connect(TestControl.class, channel, ExportedControl.newSecret(), AGENT));
        // It seals a call with the session id it was given, but under its own key.
        Handshake.Greeting greeting = Handshake.decode(channel.hello(Handshake.request(Handshake.nonce(32))));
        MacKey guessed = Handshake.sessionKey(ExportedControl.newSecret().key(), greeting.sessionId(), AGENT,
                channel.identity());
        byte[] arguments = Payloads.serialize(new Object[] {"attacker"});
        ReplyFrame reply = ReplyFrame.decode(channel.call(
                CallFrame.seal(guessed, greeting.sessionId(), 1, "echo", 0, 1, arguments).encode()));
        assertEquals(ReplyFrame.Status.REFUSED, reply.status());
        assertEquals(ReplyFrame.Refusal.BAD_PROOF, reply.refusal());
        assertEquals(ReplyFrame.Refusal.MALFORMED,
                ReplyFrame.decode(channel.call(new byte[] {2, 0, 0, 0})).refusal(), "garbage is refused, not run");
        assertEquals(0, ChannelClient.connect(TestControl.class, channel, secret, AGENT).executed(), "nothing ran");
    }

    @Test
    void aFrameLengthOverTheLimitCutsTheConnectionBeforeAnythingIsAllocated() throws Exception {
        DataOutputStream out = new DataOutputStream(accepted.getOutputStream());
        out.writeByte(TunnelFrame.VERSION);
        out.writeByte(TunnelFrame.Type.CALL.ordinal());
        out.writeLong(1);
        out.writeInt(Integer.MAX_VALUE); // and no body: a reader that trusted it would wait, or allocate 2 GiB
        out.flush();
        assertTrue(endedBecause().contains("over the " + ControlLimits.FRAME_BYTES), endedBecause());
        assertEquals(-1, new DataInputStream(accepted.getInputStream()).read(), "the agent closed the connection");
    }

    @Test
    void aFrameOnlyTheAgentSendsCutsTheConnection() throws Exception {
        DataOutputStream out = new DataOutputStream(accepted.getOutputStream());
        new TunnelFrame(TunnelFrame.Type.ANSWER, 1, new byte[0]).writeTo(out);
        out.flush();
        assertTrue(endedBecause().contains("the supervisor sent a ANSWER frame"), endedBecause());
    }

    @Test
    void anotherProtocolCutsTheConnection() throws Exception {
        accepted.getOutputStream().write("GET / HTTP/1.1\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        accepted.getOutputStream().flush();
        assertTrue(endedBecause().contains("not a dial-out frame"), endedBecause());
    }

    /** Even a holder of the secret cannot make the agent queue calls without bound: past the pool and queue, it is cut. */
    @Test
    void moreCallsAtOnceThanThePoolAndQueueHoldCutTheConnection() throws Exception {
        TestControl agent = ChannelClient.connect(TestControl.class, channel(), secret, AGENT);
        List<CompletableFuture<Void>> calls = new ArrayList<>();
        int flood = DialOutSession.CALLS_AT_ONCE + DialOutSession.CALLS_QUEUED + 20;
        for (int i = 0; i < flood; i++) {
            calls.add(CompletableFuture.runAsync(() -> {
                try {
                    agent.sleep(20_000);
                } catch (RemoteException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }, runnable -> new Thread(runnable).start()));
        }
        assertTrue(endedBecause().contains("calls at once"), endedBecause());
        ExecutionException failed = assertThrows(ExecutionException.class, () -> calls.get(0).get(60, TimeUnit.SECONDS));
        assertTrue(failed.getCause().getCause() instanceof java.rmi.ConnectException, failed.toString());
    }
}
