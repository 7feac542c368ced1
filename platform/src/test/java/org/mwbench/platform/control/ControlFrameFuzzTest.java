package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;

/**
 * The control frames as an endpoint reads them from a peer that proved nothing: a call or a hello
 * sent to a callee, and a greeting or a reply sent back to a caller (which may be
 * talking to a relay). The first byte of an input picks the reader, the rest is what arrives.
 * Each reader either refuses with its documented failure (an {@link IOException}, a refusal
 * reply, an empty hello answer) or returns
 * what it read; nothing else, within the allocation budget.
 */
class ControlFrameFuzzTest {

    private static final String PEER = "fuzzed host";
    private static final ChannelServer SERVER = ChannelServer.inProcess(TestControl.class, new TestControlImpl(), PEER,
            ExportedControl.newSecret());

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void everyFrameReaderRefusesOrReads(byte[] input) throws Exception {
        if (input.length == 0) {
            return;
        }
        byte[] bytes = Arrays.copyOfRange(input, 1, input.length);
        AllocationBudget.check("control frame reader " + (input[0] & 3), () -> read(input[0] & 3, bytes));
    }

    private static void read(int reader, byte[] bytes) throws IOException {
        switch (reader) {
            case 0 -> {
                // A call with no session behind it is refused, in a reply the caller can read.
                ReplyFrame reply = ReplyFrame.decode(SERVER.call(bytes));
                assertEquals(ReplyFrame.Status.REFUSED, reply.status());
                assertNotNull(reply.refusal());
            }
            case 1 -> {
                byte[] answer = SERVER.hello(bytes);
                if (answer.length > 0) {
                    Handshake.decode(answer); // a greeting, or nothing for what is not a hello
                }
            }
            case 2 -> {
                try {
                    Handshake.decode(bytes);
                } catch (IOException notAGreeting) {
                    // documented
                }
            }
            default -> {
                try {
                    ReplyFrame reply = ReplyFrame.decode(bytes);
                    reply.refusal();
                    reply.refusalMessage();
                    // A failure is read only from a reply whose seal was checked: SealedCallFuzzTest's ground.
                } catch (IOException notAReply) {
                    // documented
                }
            }
        }
    }
}
