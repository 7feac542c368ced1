package org.mwbench.plugins.corba.openjdk;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The corba-openjdk server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class CorbaOpenjdkServerKnobsTest extends ServerKnobsTestKit {
    CorbaOpenjdkServerKnobsTest() {
        super("corba-openjdk", Map.of()); // takes no knob: each is refused with its reason
    }
}
