package org.mwbench.plugins.grpc.direct;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The grpc-direct server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class GrpcDirectServerKnobsTest extends ServerKnobsTestKit {
    GrpcDirectServerKnobsTest() {
        super("grpc-direct",
                Map.of(ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77"));
    }
}
