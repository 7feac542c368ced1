package org.mwbench.plugins.soap.jaxws;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The soap-jaxws server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class SoapJaxwsServerKnobsTest extends ServerKnobsTestKit {
    SoapJaxwsServerKnobsTest() {
        super("soap-jaxws",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77, ServerKnob.QUEUE, 11),
                Map.of("backlog.effective", "77"));
    }
}
