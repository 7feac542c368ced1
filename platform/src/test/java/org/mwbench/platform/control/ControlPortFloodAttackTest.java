package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.security.ConnectionDeadlines;
import org.mwbench.platform.security.SharedSecret;

/**
 * A control endpoint attacked as a local user without the secret would: a
 * flood of hellos while a command opens its session, and frames that declare a large
 * {@code byte[]} and then trickle it. Bounds here are hang guards, far above the deadlines.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ControlPortFloodAttackTest {

    private static final Duration HANG_GUARD = Duration.ofSeconds(60);
    /** Short deadlines keep the test fast: a request has 2 s; a wait between requests, 5 s per read. */
    private static final ConnectionDeadlines SHORT = new ConnectionDeadlines(5000, 2000);

    private final SharedSecret secret = ExportedControl.newSecret();

    @Test
    void aCommandIsAnsweredWhileHellosPourIn() throws Exception {
        try (ExportedControl agent = new ExportedControl(secret)) {
            AtomicBoolean flooding = new AtomicBoolean(true);
            AtomicInteger hellos = new AtomicInteger();
            Thread flood = new Thread(() -> {
                while (flooding.get()) {
                    try {
                        agent.stub.hello(Handshake.request(Handshake.nonce(Handshake.NONCE_BYTES)));
                        hellos.incrementAndGet();
                    } catch (java.rmi.RemoteException e) {
                        return;
                    }
                }
            }, "hello-flood");
            flood.setDaemon(true);
            flood.start();
            try {
                for (int command = 0; command < 10; command++) {
                    ControlPlaneAttackTest.Path path = new ControlPlaneAttackTest.Path(agent.stub);
                    TestControl control = ChannelClient.connect(TestControl.class, path, StubIdentity.of(agent.stub),
                            secret, ExportedControl.PEER);
                    for (int i = 0; i < 3 * 64; i++) { // the worst case: more hellos than were ever kept land first
                        agent.stub.hello(Handshake.request(Handshake.nonce(Handshake.NONCE_BYTES)));
                    }

                    assertEquals("deploy " + command, control.echo("deploy " + command));
                    assertEquals(1, path.hellos, "the command's own session was not pushed out: no second hello");
                }
                assertTrue(hellos.get() > 0, "the flood ran alongside");
            } finally {
                flooding.set(false);
                flood.join(TimeUnit.SECONDS.toMillis(30));
            }
        }
    }

    /** A frame declaring a byte[] of almost a frame, whose bytes then come one a second: closed at its deadline. */
    @Test
    void stalledFramesAreClosedAtTheirDeadlineWhileLawfulCallsGoOn() throws Exception {
        try (ExportedControl agent = new ExportedControl(secret, 20_000, false, SHORT);
                SlowPeers stalled = new SlowPeers(Duration.ofSeconds(1))) {
            byte[] call = jrmpCall(agent.stub, ControlLimits.FRAME_BYTES - 1024);
            int sentAtOnce = call.length - (ControlLimits.FRAME_BYTES - 1024) + 16; // the header and a few bytes
            byte[] first = Arrays.copyOf(call, sentAtOnce);
            byte[] rest = Arrays.copyOfRange(call, sentAtOnce, sentAtOnce + 1000);
            for (int i = 0; i < 100; i++) {
                stalled.open(port(agent.stub), ControlPortFloodAttackTest::jrmpHandshake, first, rest);
            }

            TestControl control = agent.connect(secret);
            assertEquals("still serving", control.echo("still serving"));
            control.sleep(2 * SHORT.requestMillis()); // an authenticated call may take longer than a request's deadline

            assertEquals(0, stalled.awaitClosed(HANG_GUARD), "stalled frames still open after " + HANG_GUARD);
            for (SlowPeers.Peer peer : stalled.peers()) {
                assertTrue(peer.closedAfterNanos >= TimeUnit.MILLISECONDS.toNanos(SHORT.requestMillis()),
                        "closed by its deadline, not before: " + peer.closedAfterNanos / 1_000_000 + " ms");
            }
            assertEquals("after the flood", control.echo("after the flood"));
        }
    }

    /** JRMP's opening (Java RMI specification, chapter 10): magic, version, stream protocol; the server's ack. */
    private static void jrmpHandshake(SocketChannel channel) throws IOException {
        DataOutputStream out = new DataOutputStream(Channels.newOutputStream(channel));
        out.writeInt(0x4a524d49); // "JRMI"
        out.writeShort(2);
        out.writeByte(0x4b); // StreamProtocol
        out.flush();
        DataInputStream in = new DataInputStream(Channels.newInputStream(channel));
        if (in.readByte() != 0x4e) { // ProtocolAck
            throw new IOException("no JRMP ack");
        }
        in.readUTF();
        in.readInt();
        out.writeUTF("127.0.0.1");
        out.writeInt(0);
        out.flush();
    }

    /** A JRMP call of {@code ControlChannel.call(byte[])} whose argument is {@code length} zero bytes. */
    private static byte[] jrmpCall(ControlChannel stub, int length) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(length + 1024);
        bytes.write(0x50); // Call
        try (ObjectOutputStream out = new ObjectOutputStream(bytes) {
            @Override
            protected void annotateClass(Class<?> type) throws IOException {
                writeObject(null); // RMI writes each class's codebase; none
            }
        }) {
            Matcher objId = Pattern.compile("objID:\\[(-?[0-9a-f]+):(-?[0-9a-f]+):(-?[0-9a-f]+), (-?\\d+)]")
                    .matcher(RawRmiCalls.refOf(stub).remoteToString());
            assertTrue(objId.find(), "the stub names its object id: " + RawRmiCalls.refOf(stub).remoteToString());
            out.writeLong(Long.parseLong(objId.group(4)));
            out.writeInt(Integer.parseInt(objId.group(1), 16));
            out.writeLong(Long.parseLong(objId.group(2), 16));
            out.writeShort(Integer.parseInt(objId.group(3), 16));
            out.writeInt(-1); // a call by method hash
            out.writeLong(RawRmiCalls.methodHash("call([B)[B"));
            out.writeObject(new byte[length]);
        }
        return bytes.toByteArray();
    }

    private static int port(ControlChannel stub) {
        Matcher port = Pattern.compile("endpoint:\\[[^:\\]]+:(\\d+)").matcher(RawRmiCalls.refOf(stub).remoteToString());
        assertTrue(port.find(), RawRmiCalls.refOf(stub).remoteToString());
        return Integer.parseInt(port.group(1));
    }
}
