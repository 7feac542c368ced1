package org.mwbench.servers.soap.axis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class AxisEndpointTest {

    @Test
    void printsAndParsesTheServiceUrl() {
        AxisEndpoint endpoint = new AxisEndpoint("127.0.0.1", 8080);
        assertEquals("http://127.0.0.1:8080/axis/services/mwbench", endpoint.toString());
        assertEquals(endpoint, AxisEndpoint.parse(endpoint.toString()));
        assertEquals(endpoint, AxisEndpoint.parse(" http://127.0.0.1:8080/axis/services/mwbench\n"));
    }

    @Test
    void bracketsAnIpv6Host() {
        AxisEndpoint endpoint = new AxisEndpoint("::1", 8080);
        assertEquals("http://[::1]:8080/axis/services/mwbench", endpoint.toString());
        assertEquals(endpoint, AxisEndpoint.parse(endpoint.toString()));
    }

    @Test
    void refusesWhatIsNotTheServiceUrl() {
        for (String wrong : new String[] {"http://127.0.0.1/axis/services/mwbench", "https://h:1/axis/services/mwbench",
                "http://h:1/axis/services/other", "http://h:1/axis/services/mwbench?wsdl", "tcp://h:1", "h:1",
                "http://h:0/axis/services/mwbench"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> AxisEndpoint.parse(wrong));
            assertEquals(true, refused.getMessage().contains("soap-axis"), refused.getMessage());
        }
    }
}
