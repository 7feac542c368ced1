package org.mwbench.plugins.avro;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The avro server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class AvroServerKnobsTest extends ServerKnobsTestKit {
    AvroServerKnobsTest() {
        super("avro",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77"));
    }
}
