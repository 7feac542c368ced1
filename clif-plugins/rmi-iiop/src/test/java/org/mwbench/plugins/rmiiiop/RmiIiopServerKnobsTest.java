package org.mwbench.plugins.rmiiiop;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The rmi-iiop server's knobs, against the real server on loopback (servers/README.md has the table). */
class RmiIiopServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "rmi-iiop";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of();
    }
}
