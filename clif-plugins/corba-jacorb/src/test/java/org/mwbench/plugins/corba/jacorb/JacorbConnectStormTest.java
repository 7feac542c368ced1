package org.mwbench.plugins.corba.jacorb;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.ConnectStormTestKit;

/**
 * 300 JacORB clients sharing one connection, as the scalability plan's do, all calling at once:
 * with the plan's knobs ({@code threads=1024 backlog=1024 queue=1024}) every call succeeds. With
 * a POA queue smaller than the calls in flight, JacORB refuses calls with {@code TRANSIENT},
 * which is what the plan saw at JacORB's default of 100: the storm finds that too.
 */
class JacorbConnectStormTest extends ConnectStormTestKit {
    @Override
    protected String protocol() {
        return "corba-jacorb";
    }

    @Override
    protected Map<String, String> serverOptions() {
        return Map.of("threads", "1024", "backlog", "1024", "queue", "1024");
    }

    @Override
    protected boolean sharedConnection() {
        return true;
    }

    @Test
    void aPoaQueueSmallerThanTheCallsInFlightRefusesCallsWithTransient() throws Exception {
        Storm storm = storm(Map.of("threads", "2", "queue", "5"));
        assertTrue(storm.failures().stream().anyMatch(failure -> failure.startsWith("TRANSIENT")),
                storm.failures().size() + " failures, none TRANSIENT: "
                        + storm.failures().subList(0, Math.min(3, storm.failures().size())));
    }
}
