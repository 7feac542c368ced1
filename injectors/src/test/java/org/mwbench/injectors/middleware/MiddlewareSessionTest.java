package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.NoRouteToHostException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;
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

    /** A sample's failed call is named by its middleware's client, as the call's comment says it. */
    @Test
    void aFailedCallIsNamedByItsClient() throws Exception {
        MiddlewarePlugin plugin = new MiddlewarePlugin(new MiddlewareClient() {
            @Override
            public String protocol() {
                return "refusing";
            }

            @Override
            public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
                return new RefusingConnection();
            }

            @Override
            public String failureKind(Throwable failure) {
                return "refused by " + protocol();
            }
        });
        SessionObject template = plugin.template(Parameters.check("refusing", plugin.descriptor().objectParameters(),
                Map.of("endpoint", "127.0.0.1:1")));
        Sample ping = template.newSession(0).sample("ping", Parameters.check("ping", List.of(), Map.of()));

        Exception failure = assertThrows(Exception.class, () -> ping.call(new SampleResult()));
        assertEquals("refused by refusing", ping.failureKind(failure));
    }

    /** Answers as the reference does, except {@code ping}, which it refuses. */
    private static final class RefusingConnection extends ForwardingService implements BenchmarkConnection {
        @Override
        public void ping() {
            throw new IllegalStateException("refused");
        }

        @Override
        public void close() {
        }
    }
}
