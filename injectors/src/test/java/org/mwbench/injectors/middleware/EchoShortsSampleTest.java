package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ServiceLimits;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.ParameterSpec;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;

/**
 * The {@code echoShorts} sample, Böszörményi et al. 1999's data transfer: its count is bounded
 * by the descriptor, so a bad one is refused when the scenario is checked, and a call sends
 * the reference shorts and counts what comes back.
 */
class EchoShortsSampleTest {
    private final MiddlewarePlugin plugin = new MiddlewarePlugin(new MiddlewareClient() {
        @Override
        public String protocol() {
            return "in-process";
        }

        @Override
        public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
            return new InProcessConnection();
        }
    });

    private List<ParameterSpec> specs() {
        return plugin.descriptor().action(ActionKind.SAMPLE, "echoShorts").orElseThrow();
    }

    @Test
    void theDescriptorBoundsTheCountByTheServicesLimit() throws Exception {
        ParameterSpec count = specs().get(0);
        assertEquals("count", count.name());
        assertEquals("5120", count.defaultValue(), "10 KB, Böszörményi et al. 1999's");
        assertEquals(0L, count.min());
        assertEquals((long) ServiceLimits.MAX_ECHO_SHORTS, count.max(), "middleware.xml's max is the service's limit");
    }

    @Test
    void aCountOutOfRangeIsRefusedAtCheckNamingTheRange() {
        for (String bad : List.of("-1", Integer.toString(ServiceLimits.MAX_ECHO_SHORTS + 1))) {
            PluginException refused = assertThrows(PluginException.class,
                    () -> Parameters.check("echoShorts", specs(), Map.of("count", bad)));
            assertTrue(refused.getMessage().contains("parameter 'count' = '" + bad + "' is not from 0 to 8192"),
                    refused.getMessage());
        }
        PluginException notANumber = assertThrows(PluginException.class,
                () -> Parameters.check("echoShorts", specs(), Map.of("count", "ten")));
        assertTrue(notANumber.getMessage().contains("a number of type int"), notANumber.getMessage());
    }

    @Test
    void aCallEchoesTheShortsAndCountsThem() throws Exception {
        SessionObject template = plugin.template(Parameters.check("in-process", plugin.descriptor().objectParameters(),
                Map.of("endpoint", "in-process")));
        Sample sample = template.newSession(0).sample("echoShorts",
                Parameters.check("echoShorts", specs(), Map.of("count", "5120")));
        SampleResult result = new SampleResult();
        sample.call(result);
        assertFalse(result.failed());
        assertEquals(5120, result.result());
        assertEquals("echoShorts(5120)", ServiceSamples.describe("echoShorts",
                Parameters.check("echoShorts", specs(), Map.of("count", "5120"))));
    }

    /** Answers as the reference does, in this JVM. */
    private static final class InProcessConnection extends ForwardingService implements BenchmarkConnection {
        @Override
        public void close() {
        }
    }
}
