package org.mwbench.plugins.rmi;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The rmi server's knobs, against the real server on loopback (servers/README.md has the table). */
class RmiServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "rmi";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of(
                ServerKnob.BACKLOG, 77);
    }

    @Override
    protected Map<String, String> derived() {
        return Map.of(
                "backlog.effective", "77");
    }
}
