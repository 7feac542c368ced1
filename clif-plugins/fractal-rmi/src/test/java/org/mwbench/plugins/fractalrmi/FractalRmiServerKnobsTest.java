package org.mwbench.plugins.fractalrmi;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The fractal-rmi server's knobs, against the real server on loopback (servers/README.md has the table). */
class FractalRmiServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "fractal-rmi";
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
