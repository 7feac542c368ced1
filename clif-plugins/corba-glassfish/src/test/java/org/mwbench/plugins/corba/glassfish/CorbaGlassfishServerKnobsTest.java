package org.mwbench.plugins.corba.glassfish;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The corba-glassfish server's knobs, against the real server on loopback (servers/README.md has the table). */
class CorbaGlassfishServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "corba-glassfish";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of();
    }
}
