package org.mwbench.plugins.fractalrmi;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The fractal-rmi server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class FractalRmiServerKnobsTest extends ServerKnobsTestKit {
    FractalRmiServerKnobsTest() {
        super("fractal-rmi",
                Map.of(ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77"));
    }
}
