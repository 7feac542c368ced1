package org.mwbench.servers.fractalrmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class FractalRmiEndpointTest {

    @Test
    void anEndpointReadsBackAsWritten() {
        FractalRmiEndpoint endpoint = new FractalRmiEndpoint("127.0.0.1", 41234, "mwbench.BenchmarkService");
        assertEquals("frmi://127.0.0.1:41234/mwbench.BenchmarkService", endpoint.toString());
        assertEquals(endpoint, FractalRmiEndpoint.parse(endpoint.toString()));
    }

    @Test
    void anIpv6HostIsBracketed() {
        FractalRmiEndpoint endpoint = new FractalRmiEndpoint("::1", 1234, "x");
        assertEquals("frmi://[::1]:1234/x", endpoint.toString());
        assertEquals("::1", FractalRmiEndpoint.parse("frmi://[::1]:1234/x").host());
    }

    @Test
    void otherSchemesAndMissingPartsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> FractalRmiEndpoint.parse("rmi://127.0.0.1:1099/x"));
        assertThrows(IllegalArgumentException.class, () -> FractalRmiEndpoint.parse("frmi://127.0.0.1/x"));
        assertThrows(IllegalArgumentException.class, () -> FractalRmiEndpoint.parse("frmi://127.0.0.1:1234"));
        assertThrows(IllegalArgumentException.class, () -> FractalRmiEndpoint.parse("frmi://127.0.0.1:1234/"));
        assertThrows(IllegalArgumentException.class, () -> FractalRmiEndpoint.parse("not a uri at all"));
    }
}
