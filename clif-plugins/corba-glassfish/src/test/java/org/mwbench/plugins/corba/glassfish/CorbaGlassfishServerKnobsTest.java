package org.mwbench.plugins.corba.glassfish;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The corba-glassfish server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class CorbaGlassfishServerKnobsTest extends ServerKnobsTestKit {
    CorbaGlassfishServerKnobsTest() {
        super("corba-glassfish", Map.of()); // takes no knob: each is refused with its reason
    }
}
