package org.mwbench.plugins.corba.openjdk;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The corba-openjdk server's knobs, against the real server on loopback (servers/README.md has the table). */
class CorbaOpenjdkServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "corba-openjdk";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of();
    }
}
