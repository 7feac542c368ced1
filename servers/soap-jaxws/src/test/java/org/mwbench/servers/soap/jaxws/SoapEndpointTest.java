package org.mwbench.servers.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SoapEndpointTest {

    @Test
    void printsAndParsesTheServiceAddress() {
        SoapEndpoint endpoint = new SoapEndpoint("127.0.0.1", 8080);
        assertEquals("http://127.0.0.1:8080/mwbench", endpoint.toString());
        assertEquals("http://127.0.0.1:8080/mwbench?wsdl", endpoint.wsdlAddress());
        assertEquals(endpoint, SoapEndpoint.parse(" http://127.0.0.1:8080/mwbench "));
    }

    @Test
    void writesAnIpv6HostInBrackets() {
        SoapEndpoint endpoint = new SoapEndpoint("::1", 4000);
        assertEquals("http://[::1]:4000/mwbench", endpoint.toString());
        assertEquals(endpoint, SoapEndpoint.parse("http://[::1]:4000/mwbench"));
    }

    @Test
    void refusesWhatIsNotTheServiceAddress() {
        for (String wrong : new String[] {"", "127.0.0.1:80", "https://h:80/mwbench", "http://h/mwbench",
                "http://h:80/", "http://h:80/other", "http://h:80/mwbench?wsdl", "http://u@h:80/mwbench",
                "http://h:80/mwbench#x", "http://h:0/mwbench", "tcp://h:80"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SoapEndpoint.parse(wrong),
                    wrong);
            assertEquals(true, refused.getMessage().contains("soap-jaxws endpoint"), refused.getMessage());
        }
    }
}
