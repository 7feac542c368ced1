package org.mwbench.servers.httpjson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import org.junit.jupiter.api.Test;

class HttpJsonEndpointTest {
    @Test
    void printsAndParsesTheBaseUrl() {
        HttpJsonEndpoint endpoint = new HttpJsonEndpoint("127.0.0.1", 8080);
        assertEquals("http://127.0.0.1:8080/mwbench", endpoint.toString());
        assertEquals(endpoint, HttpJsonEndpoint.parse(endpoint.toString()));
        assertEquals(endpoint, HttpJsonEndpoint.parse("http://127.0.0.1:8080/mwbench/"));
        assertEquals(URI.create("http://127.0.0.1:8080/mwbench/getCustomers"), endpoint.uriOf(Operation.GET_CUSTOMERS));
    }

    @Test
    void bracketsIpv6() {
        HttpJsonEndpoint endpoint = HttpJsonEndpoint.parse("http://[::1]:9/mwbench");
        assertEquals("::1", endpoint.host());
        assertEquals("[::1]:9", endpoint.hostHeader());
        assertEquals("http://[::1]:9/mwbench", endpoint.toString());
    }

    @Test
    void refusesOtherUrls() {
        for (String bad : new String[] {"http://h:1/", "http://h:1/other", "https://h:1/mwbench", "http://h/mwbench",
                "http://h:1/mwbench?x=1", "h:1", "http://h:0/mwbench"}) {
            assertThrows(IllegalArgumentException.class, () -> HttpJsonEndpoint.parse(bad), bad);
        }
    }
}
