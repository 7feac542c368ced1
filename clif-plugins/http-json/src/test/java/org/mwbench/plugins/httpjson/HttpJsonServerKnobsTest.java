package org.mwbench.plugins.httpjson;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The http-json server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class HttpJsonServerKnobsTest extends ServerKnobsTestKit {
    HttpJsonServerKnobsTest() {
        super("http-json",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77, ServerKnob.QUEUE, 11),
                Map.of("backlog.effective", "77"));
    }
}
