package org.mwbench.plugins.tcp;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The tcp server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class TcpServerKnobsTest extends ServerKnobsTestKit {
    TcpServerKnobsTest() {
        super("tcp",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77, ServerKnob.MAX_CONNECTIONS, 9),
                Map.of("backlog.effective", "77"));
    }
}
