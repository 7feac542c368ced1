package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.platform.security.Loopback;
import org.mwbench.platform.security.SharedSecret;

/**
 * The registry attacked by slow callers, as a local user without the secret would: lookups whose bytes come one every 1.5 s once shut the registry for every command.
 * Bounds here are hang guards, far above the deadlines; what is asserted is that lawful lookups are
 * answered and that every slow one is closed, not how fast.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SlowCallersAttackTest {

    private static final String NAME = "mwbench-supervisor";
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);

    private final SharedSecret secret = ExportedControl.newSecret();

    @Test
    void aHundredSlowLookupsDoNotKeepAStatusFromItsAnswerAndAreClosedAtTheirDeadline() throws Exception {
        int deadlineMillis = 5000;
        try (ExportedControl supervisor = new ExportedControl(secret);
                ReadOnlyRegistry registry = ReadOnlyRegistry.open(Loopback.ADDRESS, 0, deadlineMillis, 512);
                SlowPeers slow = new SlowPeers(Duration.ofMillis(1500))) {
            registry.publish(NAME, supervisor.stub);
            for (int i = 0; i < 100; i++) {
                slow.open(registry.port(), channel -> { }, new byte[0], lookupRequest(NAME));
            }

            // what 'mwbench status' does: look the supervisor up, open a session, call
            ControlChannel found = ReadOnlyRegistry.lookup("127.0.0.1", registry.port(), NAME, 5000);
            assertEquals("status", ChannelClient.connect(TestControl.class, found, secret, ExportedControl.PEER)
                    .echo("status"));

            assertEquals(0, slow.awaitClosed(HANG_GUARD), "slow lookups still open after " + HANG_GUARD);
            for (SlowPeers.Peer peer : slow.peers()) {
                assertTrue(peer.closedAfterNanos >= TimeUnit.MILLISECONDS.toNanos(deadlineMillis),
                        "closed by its deadline, not before: " + peer.closedAfterNanos / 1_000_000 + " ms");
            }
        }
    }

    /** Beyond the limit of open lookups, the oldest (a stalled one) is closed to serve the newest. */
    @Test
    void moreSlowLookupsThanTheLimitPushOutTheOldestNotALawfulOne() throws Exception {
        int maxOpen = 8;
        try (ExportedControl supervisor = new ExportedControl(secret);
                ReadOnlyRegistry registry = ReadOnlyRegistry.open(Loopback.ADDRESS, 0, 60_000, maxOpen);
                SlowPeers slow = new SlowPeers(Duration.ofMillis(1500))) {
            registry.publish(NAME, supervisor.stub);
            for (int i = 0; i < 3 * maxOpen; i++) {
                slow.open(registry.port(), channel -> { }, new byte[0], lookupRequest(NAME));
            }

            assertEquals(supervisor.stub, ReadOnlyRegistry.lookup("127.0.0.1", registry.port(), NAME, 5000));

            long end = System.nanoTime() + HANG_GUARD.toNanos();
            while (slow.stillOpen() > maxOpen && System.nanoTime() < end) {
                Thread.sleep(100);
            }
            assertTrue(slow.stillOpen() <= maxOpen, slow.stillOpen() + " slow lookups open, over the limit of " + maxOpen);
        }
    }

    /** What {@link ReadOnlyRegistry#lookup} sends: magic, the name's length, the name. */
    static byte[] lookupRequest(String name) throws IOException {
        byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(ByteBuffer.wrap("MWBR".getBytes(StandardCharsets.US_ASCII)).getInt());
            out.writeShort(nameBytes.length);
            out.write(nameBytes);
        }
        return bytes.toByteArray();
    }
}
