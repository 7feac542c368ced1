package org.mwbench.plugins.grpc;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The grpc server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class GrpcServerKnobsTest extends ServerKnobsTestKit {
    GrpcServerKnobsTest() {
        super("grpc",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77),
                Map.of("executor", "fixed pool of 3", "backlog.effective", "77"));
    }
}
