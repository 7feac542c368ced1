package org.mwbench.plugins.dubbo.tri;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The dubbo-tri server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class DubboTriServerKnobsTest extends ServerKnobsTestKit {
    DubboTriServerKnobsTest() {
        super("dubbo-tri",
                Map.of(ServerKnob.THREADS, 3, ServerKnob.QUEUE, 7, ServerKnob.MAX_CONNECTIONS, 5),
                Map.of("threadpool", "fixed", "queues", "7"));
    }
}
