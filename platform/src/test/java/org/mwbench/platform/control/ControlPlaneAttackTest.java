package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.rmi.NotBoundException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.server.UnicastRemoteObject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.mwbench.platform.security.Loopback;
import org.mwbench.platform.security.MacKey;
import org.mwbench.platform.security.SharedSecret;

/**
 * The control plane attacked as a local user without the secret would, on loopback: a relay in place
 * of an endpoint, a path that alters calls or replies, replayed and re-targeted proofs, a callee
 * without the secret, oversized declared arrays, a hello flood, and a registry rebind.
 */
class ControlPlaneAttackTest {

    private final SharedSecret secret = ExportedControl.newSecret();

    /** A relay exported by the attacker: the victim is handed its stub instead of the real one. */
    @Test
    void aRelayStandingInForAnEndpointIsRefusedBeforeAnythingIsSent() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            Path relay = new Path(real.stub);
            ControlChannel relayStub = (ControlChannel) UnicastRemoteObject.exportObject(relay, 0);
            try {
                PeerNotProvenException e = assertThrows(PeerNotProvenException.class,
                        () -> ChannelClient.connect(TestControl.class, relayStub, secret, ExportedControl.PEER));

                assertTrue(e.getMessage().contains("cannot prove it holds the shared secret"), e.getMessage());
                assertTrue(e.getMessage().contains("relay"), e.getMessage());
                assertEquals(0, relay.calls.size(), "the victim sent no call through the relay");
                assertEquals(0, real.implementation.executed());
            } finally {
                UnicastRemoteObject.unexportObject(relay, true);
            }
        }
    }

    /** Something on the network path (plain JRMP) rewrites the arguments of a call it passes on. */
    @Test
    void aCallWhoseArgumentsWereAlteredOnTheWayIsRefusedAndNotRun() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            Path path = new Path(real.stub);
            TestControl control = connectThrough(path, real);
            assertEquals("benign", control.echo("benign"));

            path.onCall = frame -> replaceAll(frame, "benign", "evil!!");
            CallRefusedException e = assertThrows(CallRefusedException.class, () -> control.echo("benign"));

            assertTrue(e.getMessage().contains("bad proof"), e.getMessage());
            assertEquals(1, real.implementation.executed(), "the altered call did not run");
        }
    }

    /** ... or rewrites what the callee answers, to alter what a supervisor stores. */
    @Test
    void aReplyAlteredOnTheWayIsRefusedByTheCaller() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            Path path = new Path(real.stub);
            TestControl control = connectThrough(path, real);
            path.onReply = reply -> replaceAll(reply, "12.5 ms", "99.9 ms");

            PeerNotProvenException e = assertThrows(PeerNotProvenException.class, () -> control.echo("12.5 ms"));
            assertTrue(e.getMessage().contains("not sealed with the session key"), e.getMessage());
        }
    }

    @Test
    void aProofReplayedVerbatimOrWithOtherArgumentsIsRefused() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            Path path = new Path(real.stub);
            TestControl control = connectThrough(path, real);
            control.echo("deploy plan A");
            byte[] captured = path.calls.get(0);

            ReplyFrame replayed = ReplyFrame.decode(real.stub.call(captured));
            ReplyFrame retargeted = ReplyFrame.decode(real.stub.call(replaceAll(captured, "plan A", "plan B")));

            assertEquals(ReplyFrame.Refusal.REPLAY, replayed.refusal());
            assertEquals(ReplyFrame.Refusal.BAD_PROOF, retargeted.refusal());
            assertEquals(1, real.implementation.executed());
        }
    }

    /** The victim is pointed at an endpoint holding another secret: it must not send it anything. */
    @Test
    void aCalleeThatCannotProveTheSecretGetsNothing() throws Exception {
        try (ExportedControl impostor = new ExportedControl(ExportedControl.newSecret())) {
            Path spy = new Path(impostor.stub);
            PeerNotProvenException e = assertThrows(PeerNotProvenException.class, () -> ChannelClient.connect(
                    TestControl.class, spy, StubIdentity.of(impostor.stub), secret, ExportedControl.PEER));

            assertTrue(e.getMessage().contains("'" + ExportedControl.PEER + "' at"), e.getMessage());
            assertTrue(e.getMessage().contains("nothing was sent"), e.getMessage());
            assertEquals(0, spy.calls.size());
        }
    }

    /** A caller without the secret can open a session, but not make a call that passes. */
    @Test
    void aCallerWithoutTheSecretIsRefusedBeforeItsArgumentsAreRead() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            byte[] nonce = Handshake.nonce(Handshake.NONCE_BYTES);
            Handshake.Greeting greeting = Handshake.decode(real.stub.hello(Handshake.request(nonce)));
            MacKey guessed = ExportedControl.newSecret().key().derive(MacKey.utf8("mwbench-session"), nonce);
            byte[] forged = CallFrame.seal(guessed, greeting.sessionId(), 1, "echo", 0, 1, new byte[] {1, 2, 3}).encode();

            ReplyFrame reply = ReplyFrame.decode(real.stub.call(forged));

            assertEquals(ReplyFrame.Status.REFUSED, reply.status());
            assertEquals(ReplyFrame.Refusal.BAD_PROOF, reply.refusal());
            assertTrue(reply.refusalMessage().contains("does not hold the shared secret"), reply.refusalMessage());
            assertEquals(0, real.implementation.executed());
        }
    }

    /**
     * Before authentication, an endpoint reads one {@code byte[]} of at most a frame: a declared
     * {@code long[]} of 16 Mi elements (128 MiB) once pinned that much memory per connection.
     */
    @Test
    void oversizedOrForeignArgumentsAreRejectedBeforeTheyAreAllocated() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            Method hostile = Hostile.class.getMethod("call", Object.class);
            long hash = RawRmiCalls.methodHash("call([B)[B"); // so a hostile call reaches call([B)

            for (Object argument : List.of(new long[1 << 21], new byte[ControlLimits.FRAME_BYTES + 1],
                    new java.util.HashMap<>(java.util.Map.of("k", "v")))) {
                RemoteException e = assertThrows(RemoteException.class,
                        () -> RawRmiCalls.refOf(real.stub).invoke(real.stub, hostile, new Object[] {argument}, hash),
                        argument.getClass().getName());
                assertTrue(ExportedControl.inChain(e, java.io.InvalidClassException.class)
                        || ExportedControl.inChain(e, java.io.IOException.class), e.toString());
            }
            assertEquals("still serving", real.connect(secret).echo("still serving"));
        }
    }

    @Test
    void aFloodOfHellosDoesNotPushOutAnEstablishedSession() throws Exception {
        try (ExportedControl real = new ExportedControl(secret)) {
            Path path = new Path(real.stub);
            TestControl control = connectThrough(path, real);
            control.echo("proven");
            for (int i = 0; i < 3 * 64; i++) {
                real.stub.hello(Handshake.request(Handshake.nonce(Handshake.NONCE_BYTES)));
            }
            int hellosBefore = path.hellos;

            assertEquals("still mine", control.echo("still mine"));
            assertEquals(hellosBefore, path.hellos, "the session survived: no new hello was needed");
        }
    }

    /** The JDK's registry lets any local user rebind a name; the read-only registry has no such operation. */
    @Test
    void noCallerCanBindRebindOrUnbindARegistryName() throws Exception {
        try (ExportedControl real = new ExportedControl(secret);
                ExportedControl squatter = new ExportedControl(secret);
                ReadOnlyRegistry registry = ReadOnlyRegistry.open(Loopback.ADDRESS, 0)) {
            registry.publish("mwbench-supervisor", real.stub);
            java.rmi.registry.Registry asJdkRegistry = LocateRegistry.getRegistry("127.0.0.1", registry.port());

            assertThrows(RemoteException.class, () -> asJdkRegistry.rebind("mwbench-supervisor", squatter.stub));
            assertThrows(RemoteException.class, () -> asJdkRegistry.bind("other", squatter.stub));
            assertThrows(RemoteException.class, () -> asJdkRegistry.unbind("mwbench-supervisor"));

            ControlChannel found = ReadOnlyRegistry.lookup("127.0.0.1", registry.port(), "mwbench-supervisor", 2000);
            assertEquals(real.stub, found);
            assertEquals("the real one", ChannelClient.connect(TestControl.class, found, secret, ExportedControl.PEER)
                    .echo("the real one"));
            assertThrows(NotBoundException.class,
                    () -> ReadOnlyRegistry.lookup("127.0.0.1", registry.port(), "other", 2000));
        }
    }

    /** A caller holding the secret, whose traffic to {@code real} crosses {@code path}. */
    private TestControl connectThrough(Path path, ExportedControl real) throws RemoteException {
        return ChannelClient.connect(TestControl.class, path, StubIdentity.of(real.stub), secret, ExportedControl.PEER);
    }

    /** An RMI interface whose operation has the channel's name but takes anything. */
    interface Hostile extends Remote {
        byte[] call(Object frame) throws RemoteException;
    }

    private static byte[] replaceAll(byte[] frame, String from, String to) {
        byte[] pattern = from.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] replacement = to.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] copy = frame.clone();
        for (int i = 0; i + pattern.length <= copy.length; i++) {
            if (java.util.Arrays.equals(copy, i, i + pattern.length, pattern, 0, pattern.length)) {
                System.arraycopy(replacement, 0, copy, i, replacement.length);
            }
        }
        return copy;
    }

    /** What stands between caller and callee: passes frames on, records them, and may rewrite them. */
    static final class Path implements ControlChannel {
        final ControlChannel target;
        final List<byte[]> calls = new ArrayList<>();
        volatile int hellos;
        volatile UnaryOperator<byte[]> onCall = UnaryOperator.identity();
        volatile UnaryOperator<byte[]> onReply = UnaryOperator.identity();

        Path(ControlChannel target) {
            this.target = target;
        }

        @Override
        public byte[] hello(byte[] request) throws RemoteException {
            hellos++;
            return target.hello(request);
        }

        @Override
        public synchronized byte[] call(byte[] frame) throws RemoteException {
            calls.add(frame);
            return onReply.apply(target.call(onCall.apply(frame)));
        }
    }
}
