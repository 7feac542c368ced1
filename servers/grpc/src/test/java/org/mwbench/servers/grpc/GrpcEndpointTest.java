package org.mwbench.servers.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GrpcEndpointTest {

    @Test
    void anIpv4EndpointIsHostColonPort() {
        GrpcEndpoint endpoint = GrpcEndpoint.parse("127.0.0.1:50051");
        assertEquals(new GrpcEndpoint("127.0.0.1", 50051), endpoint);
        assertEquals("127.0.0.1:50051", endpoint.toString());
    }

    @Test
    void anIpv6HostIsBracketed() {
        GrpcEndpoint endpoint = GrpcEndpoint.parse("[::1]:4061");
        assertEquals("::1", endpoint.host());
        assertEquals(4061, endpoint.port());
        assertEquals("[::1]:4061", endpoint.toString());
        assertEquals(endpoint, GrpcEndpoint.parse(endpoint.toString()));
    }

    @Test
    void aHostNameIsKept() {
        assertEquals(new GrpcEndpoint("localhost", 1), GrpcEndpoint.parse("localhost:1"));
    }

    @Test
    void malformedEndpointsAreRefusedWithTheExpectedForm() {
        for (String bad : new String[] {"", "127.0.0.1", ":80", "127.0.0.1:", "127.0.0.1:x", "127.0.0.1:0",
                "127.0.0.1:65536", "::1:80", "grpc://127.0.0.1:80", "dns:///127.0.0.1:80", "[]:80"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> GrpcEndpoint.parse(bad), bad);
            assertTrue(refused.getMessage().contains("HOST:PORT"), refused.getMessage());
        }
    }
}
