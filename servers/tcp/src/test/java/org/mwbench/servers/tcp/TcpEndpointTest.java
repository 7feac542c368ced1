package org.mwbench.servers.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TcpEndpointTest {

    @Test
    void formatsAndParsesBack() {
        assertEquals("tcp://127.0.0.1:4000", new TcpEndpoint("127.0.0.1", 4000).toString());
        assertEquals(new TcpEndpoint("127.0.0.1", 4000), TcpEndpoint.parse("tcp://127.0.0.1:4000"));
        assertEquals(new TcpEndpoint("bench-host", 1), TcpEndpoint.parse(" tcp://bench-host:1 "));
    }

    @Test
    void writesIpv6InBrackets() {
        TcpEndpoint v6 = new TcpEndpoint("::1", 4000);
        assertEquals("tcp://[::1]:4000", v6.toString());
        assertEquals(v6, TcpEndpoint.parse(v6.toString()));
    }

    @Test
    void refusesWhatIsNotATcpEndpoint() {
        for (String bad : new String[] {"", "127.0.0.1:4000", "rmi://127.0.0.1:4000/x", "tcp://127.0.0.1",
            "tcp://127.0.0.1:4000/path", "tcp://127.0.0.1:0", "tcp://:4000", "tcp://h:99999", "tcp://h:4000?x=1"}) {
            assertThrows(IllegalArgumentException.class, () -> TcpEndpoint.parse(bad), bad);
        }
    }
}
