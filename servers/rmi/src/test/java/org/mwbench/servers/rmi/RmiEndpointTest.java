package org.mwbench.servers.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RmiEndpointTest {

    @Test
    void formatsAndParsesBack() {
        RmiEndpoint endpoint = new RmiEndpoint("127.0.0.1", 4000, "mwbench.BenchmarkService");
        assertEquals("rmi://127.0.0.1:4000/mwbench.BenchmarkService", endpoint.toString());
        assertEquals(endpoint, RmiEndpoint.parse(endpoint.toString()));
        assertEquals(new RmiEndpoint("::1", 4000, "x"), RmiEndpoint.parse("rmi://[::1]:4000/x"));
        assertEquals("rmi://[::1]:4000/x", new RmiEndpoint("::1", 4000, "x").toString());
    }

    @Test
    void refusesWhatIsNotAnRmiEndpoint() {
        for (String bad : new String[] {"", "rmi://127.0.0.1:4000", "rmi://127.0.0.1:4000/", "rmi://127.0.0.1/x",
            "tcp://127.0.0.1:4000/x", "//127.0.0.1:4000/x", "rmi://:4000/x", "rmi://h:4000/x?y"}) {
            assertThrows(IllegalArgumentException.class, () -> RmiEndpoint.parse(bad), bad);
        }
    }
}
