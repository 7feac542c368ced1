package org.mwbench.plugins.rmi;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The rmi server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class RmiServerKnobsTest extends ServerKnobsTestKit {
    RmiServerKnobsTest() {
        super("rmi",
                Map.of(ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77"));
    }
}
