package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;
import org.mwbench.platform.security.MacKey;
import org.mwbench.platform.security.SharedSecret;

/**
 * What a callee reads once a frame's seal is checked: a call's parts assembled, then its arguments
 * deserialized through the control plane's allow-list, then the operation run. The test holds the
 * secret, so the fuzzer's bytes reach past the MAC: the payload (Java serialization), the
 * operation, how many parts are declared and how many are sent. Every call is answered with a
 * sealed value, a sealed failure, an acknowledged part or a refusal; nothing escapes the callee,
 * within the allocation budget.
 *
 * <p>Input: byte 0 picks the operation, byte 1 the parts declared (1 to 4) and how many are sent;
 * the rest is the serialized arguments, cut into that many parts. {@code sleep} and {@code bytes}
 * are left out: a holder of the secret may ask for long sleeps and big answers by design.
 */
class SealedCallFuzzTest {

    private static final String PEER = "sealed host";
    private static final List<String> OPERATIONS = List.of("echo", "length", "failDeclared", "failUndeclared",
            "executed", "noSuchOperation");
    private static final SharedSecret SECRET = ExportedControl.newSecret();
    private static final ChannelServer SERVER = ChannelServer.inProcess(TestControl.class, new TestControlImpl(), PEER,
            SECRET);

    private byte[] sessionId;
    private MacKey key;
    private long counter;

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void aSealedCallIsAnsweredWhateverItCarries(byte[] input) throws Exception {
        if (input.length < 2) {
            return;
        }
        if (key == null) {
            openSession();
        }
        String operation = OPERATIONS.get((input[0] & 0xff) % OPERATIONS.size());
        int parts = 1 + (input[1] & 3);
        int sent = 1 + ((input[1] >> 2) & 3);
        byte[] arguments = Arrays.copyOfRange(input, 2, input.length);
        long call = ++counter;
        AllocationBudget.check("sealed call", () -> send(operation, call, parts, Math.min(sent, parts), arguments));
    }

    private void send(String operation, long call, int parts, int sent, byte[] arguments) throws Exception {
        int partLength = (arguments.length + parts - 1) / parts;
        for (int part = 0; part < sent; part++) {
            int from = Math.min(arguments.length, part * partLength);
            byte[] payload = Arrays.copyOfRange(arguments, from, Math.min(arguments.length, from + partLength));
            ReplyFrame reply = ReplyFrame.decode(SERVER.call(
                    CallFrame.seal(key, sessionId, call, operation, part, parts, payload).encode()));
            if (reply.status() == ReplyFrame.Status.REFUSED) {
                assertNotNull(reply.refusal());
                return;
            }
            assertTrue(reply.verify(key, sessionId, call, operation), "an answer to a sealed call is sealed");
            if (reply.status() == ReplyFrame.Status.THROWN) {
                Method declaring = TestControl.class.getMethod("failDeclared", String.class);
                assertNotNull(Failure.rethrowable(reply.payload(), declaring, "'" + PEER + "'"));
            }
            boolean last = part == parts - 1;
            assertEquals(!last, reply.status() == ReplyFrame.Status.PART_ACCEPTED, reply.status() + " for part " + part);
        }
    }

    private void openSession() throws Exception {
        byte[] nonce = Handshake.nonce(Handshake.NONCE_BYTES);
        Handshake.Greeting greeting = Handshake.decode(SERVER.hello(Handshake.request(nonce)));
        sessionId = greeting.sessionId();
        key = Handshake.sessionKey(SECRET.key(), greeting.sessionId(), greeting.peerName(), StubIdentity.inProcess(PEER));
    }
}
