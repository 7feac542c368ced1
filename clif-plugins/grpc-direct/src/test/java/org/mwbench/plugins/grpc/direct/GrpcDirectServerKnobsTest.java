package org.mwbench.plugins.grpc.direct;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The grpc-direct server's knobs, against the real server on loopback (servers/README.md has the table). */
class GrpcDirectServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "grpc-direct";
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
