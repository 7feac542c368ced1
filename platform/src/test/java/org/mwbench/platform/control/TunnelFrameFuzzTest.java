package org.mwbench.platform.control;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;

/**
 * The dial-out tunnel's frames as either end reads them from a peer that proved nothing: the
 * supervisor reading an announce and answers from whatever dialled its port, the agent reading
 * hellos and calls from whatever it dialled. The input is what arrives on the connection, frame
 * after frame; each is read, and an announce's name checked, or refused with an
 * {@link IOException}, the documented failure; nothing else, within the allocation budget (a
 * length is checked before a body is allocated from it).
 */
class TunnelFrameFuzzTest {

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void everyStreamOfFramesIsReadOrRefused(byte[] input) throws Exception {
        AllocationBudget.check("tunnel frame reader", () -> read(input));
    }

    private static void read(byte[] bytes) {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        try {
            while (true) {
                TunnelFrame frame = TunnelFrame.readFrom(in);
                if (frame.type() == TunnelFrame.Type.ANNOUNCE) {
                    frame.announcedName();
                }
            }
        } catch (IOException endOrRefused) {
            // documented: the end of the stream, or a frame that is not of this protocol
        }
    }
}
