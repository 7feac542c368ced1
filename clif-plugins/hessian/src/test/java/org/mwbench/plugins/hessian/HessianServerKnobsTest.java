package org.mwbench.plugins.hessian;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The hessian server's knobs, those of the JDK's HTTP server, against the real server on loopback. */
class HessianServerKnobsTest extends ServerKnobsTestKit {
    HessianServerKnobsTest() {
        super("hessian",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77, ServerKnob.QUEUE, 5),
                Map.of("backlog.effective", "77"));
    }
}
