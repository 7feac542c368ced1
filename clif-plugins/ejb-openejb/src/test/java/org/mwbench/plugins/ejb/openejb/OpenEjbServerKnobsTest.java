package org.mwbench.plugins.ejb.openejb;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The ejb-openejb server's knobs, against the real container on loopback (`mwbench server --knobs` prints the table). */
class OpenEjbServerKnobsTest extends ServerKnobsTestKit {
    OpenEjbServerKnobsTest() {
        super("ejb-openejb",
                Map.of(ServerKnob.THREADS, 12, ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77", "stateless.StrictPooling", "false"));
    }
}
