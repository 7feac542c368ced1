package org.mwbench.plugins.corba.jacorb;

import java.util.Map;
import org.mwbench.contract.middleware.ServerKnob;
import org.mwbench.contract.middleware.ServerKnobsTestKit;

/** The corba-jacorb server's knobs, against the real server on loopback (`mwbench server --knobs` prints the table). */
class CorbaJacorbServerKnobsTest extends ServerKnobsTestKit {
    CorbaJacorbServerKnobsTest() {
        super("corba-jacorb",
                Map.of(
                        ServerKnob.THREADS, 3,
                        ServerKnob.BACKLOG, 77,
                        ServerKnob.QUEUE, 11,
                        ServerKnob.MAX_CONNECTIONS, 9),
                Map.of(
                        "jacorb.poa.thread_pool_max", "3",
                        "jacorb.poa.thread_pool_min", "3",
                        "jacorb.poa.queue_max", "11",
                        "jacorb.connection.max_server_connections", "9",
                        "mwbench.jacorb.backlog", "77"));
    }
}
