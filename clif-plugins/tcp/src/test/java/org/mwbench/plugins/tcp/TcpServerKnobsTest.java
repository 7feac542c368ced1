package org.mwbench.plugins.tcp;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The tcp server's knobs, against the real server on loopback (servers/README.md has the table). */
class TcpServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "tcp";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of(
                ServerKnob.THREADS, 3,
                ServerKnob.BACKLOG, 77,
                ServerKnob.MAX_CONNECTIONS, 9);
    }

    @Override
    protected Map<String, String> derived() {
        return Map.of(
                "backlog.effective", "77");
    }
}
