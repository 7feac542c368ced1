package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.NoRouteToHostException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

class MiddlewareSessionTest {

    /** An ORB's exception says little on its own; the user's alarm must carry the socket's reason under it. */
    @Test
    void aUserWhoseConnectionFailsSaysWhyDownToTheRootCause() throws Exception {
        MiddlewarePlugin plugin = new MiddlewarePlugin(new MiddlewareClient() {
            @Override
            public String protocol() {
                return "unreachable";
            }

            @Override
            public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
                throw new IllegalStateException("COMM_FAILURE minor code: 201",
                        new NoRouteToHostException("No route to host"));
            }
        });
        SessionObject template = plugin.template(Parameters.check("unreachable", plugin.descriptor().objectParameters(),
                Map.of("endpoint", "198.18.0.9:4000")));

        PluginException failure = assertThrows(PluginException.class, () -> template.newSession(0));
        assertEquals("unreachable: cannot connect to 198.18.0.9:4000: java.lang.IllegalStateException: COMM_FAILURE "
                + "minor code: 201 <- java.net.NoRouteToHostException: No route to host", failure.getMessage());
    }
}
