package org.mwbench.servers.tcp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.fuzz.AllocationBudget;

/**
 * The raw-TCP server's reading of a request, as a connection does it: {@link WireBuffer#receiveFrame}
 * then {@link RequestDispatcher#dispatch} on the reference service. Any bytes either are refused by
 * the frame reader ({@link WireFormatException}, {@code EOFException}: the connection is closed) or
 * make one whole reply frame ({@code OK} or {@code ERROR}), nothing else; a frame that declares
 * 64 MiB and sends a few bytes holds only what it sent (the allocation budget).
 */
class TcpFrameFuzzTest {

    private final RequestDispatcher dispatcher = new RequestDispatcher(new ReferenceService());

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void anyBytesAreRefusedOrAnsweredWithOneFrame(byte[] input) throws Exception {
        AllocationBudget.check("WireBuffer and RequestDispatcher", () -> {
            WireBuffer buffer = new WireBuffer();
            try {
                if (!buffer.receiveFrame(new ByteArrayInputStream(input))) {
                    return; // the peer closed before a frame: nothing to answer
                }
            } catch (IOException refused) {
                return; // documented: the connection is closed
            }
            dispatcher.dispatch(buffer);
            ByteArrayOutputStream reply = new ByteArrayOutputStream();
            buffer.send(reply);
            WireBuffer replyReader = new WireBuffer();
            assertTrue(replyReader.receiveFrame(new ByteArrayInputStream(reply.toByteArray())), "one whole reply frame");
        });
    }
}
