package org.mwbench.plugins.grpc;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The grpc server's knobs, against the real server on loopback (servers/README.md has the table). */
class GrpcServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "grpc";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of(
                ServerKnob.THREADS, 3,
                ServerKnob.BACKLOG, 77);
    }

    @Override
    protected Map<String, String> derived() {
        return Map.of(
                "executor", "fixed pool of 3",
                "backlog.effective", "77");
    }
}
