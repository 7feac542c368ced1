package org.mwbench.plugins.xmlrpc;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The xmlrpc server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class XmlRpcServerKnobsTest extends ServerKnobsTestKit {
    XmlRpcServerKnobsTest() {
        super("xmlrpc",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.BACKLOG, 77),
                Map.of("backlog.effective", "77"));
    }
}
