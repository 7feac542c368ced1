package org.mwbench.plugins.ejb.openejb;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The ejb-openejb server's knobs, against the real container on loopback (servers/README.md has the table). */
class OpenEjbServerKnobsTest extends ServerKnobsTestKit {
    @Override
    protected String protocol() {
        return "ejb-openejb";
    }

    @Override
    protected Map<ServerKnob, Integer> knobs() {
        return Map.of(
                ServerKnob.THREADS, 12,
                ServerKnob.BACKLOG, 77);
    }

    @Override
    protected Map<String, String> derived() {
        return Map.of(
                "backlog.effective", "77",
                "stateless.StrictPooling", "false");
    }
}
