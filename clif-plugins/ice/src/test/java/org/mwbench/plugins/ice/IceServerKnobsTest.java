package org.mwbench.plugins.ice;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The ice server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class IceServerKnobsTest extends ServerKnobsTestKit {
    IceServerKnobsTest() {
        super("ice",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77),
                Map.of(
                        "Ice.ThreadPool.Server.Size", "3",
                        "Ice.ThreadPool.Server.SizeMax", "3",
                        "Ice.TCP.Backlog", "77"));
    }
}
