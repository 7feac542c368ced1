package org.mwbench.plugins.thrift;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The thrift server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class ThriftServerKnobsTest extends ServerKnobsTestKit {
    ThriftServerKnobsTest() {
        super("thrift",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77"));
    }
}
