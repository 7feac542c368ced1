package org.mwbench.servers.xmlrpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class XmlRpcEndpointTest {
    @Test
    void printsAndParsesTheServerUrl() {
        XmlRpcEndpoint endpoint = new XmlRpcEndpoint("127.0.0.1", 8080);
        assertEquals("http://127.0.0.1:8080/RPC2", endpoint.toString());
        assertEquals(endpoint, XmlRpcEndpoint.parse(endpoint.toString()));
    }

    @Test
    void keepsAnyPathAndBracketsIpv6() {
        assertEquals(new XmlRpcEndpoint("::1", 9, "/xmlrpc"), XmlRpcEndpoint.parse("http://[::1]:9/xmlrpc"));
        assertEquals("http://[::1]:9/RPC2", new XmlRpcEndpoint("::1", 9).toString());
        assertEquals("/", XmlRpcEndpoint.parse("http://localhost:9").path());
    }

    @Test
    void refusesWhatIsNotAnHttpUrlWithAPort() {
        for (String bad : new String[] {"https://h:1/RPC2", "http://h/RPC2", "http://h:1/RPC2?x=1", "tcp://h:1", "h:1", "http://h:0/"}) {
            assertThrows(IllegalArgumentException.class, () -> XmlRpcEndpoint.parse(bad), bad);
        }
    }
}
