package org.mwbench.plugins.rmiiiop;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The rmi-iiop server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class RmiIiopServerKnobsTest extends ServerKnobsTestKit {
    RmiIiopServerKnobsTest() {
        super("rmi-iiop", Map.of()); // takes no knob: each is refused with its reason
    }
}
