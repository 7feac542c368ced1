package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class EndpointParserTest {
    private static final EndpointParser RMI = new EndpointParser("an rmi endpoint", "rmi://HOST:PORT/NAME");
    private static final EndpointParser GRPC = new EndpointParser("a gRPC endpoint", "HOST:PORT");

    private static String refusal(Runnable parse) {
        return assertThrows(IllegalArgumentException.class, parse::run).getMessage();
    }

    @Test
    void aUriGivesItsHostPortPathAndName() {
        assertEquals(new EndpointParser.Parts("127.0.0.1", 4000, "/a%20b", "a b"),
                RMI.parseUri(" rmi://127.0.0.1:4000/a%20b ", "rmi"));
        assertEquals(new EndpointParser.Parts("h", 1, "", ""), RMI.parseUri("rmi://h:1", "rmi"));
    }

    @Test
    void anIpv6HostLosesItsBracketsAndGetsThemBack() {
        EndpointParser.Parts parts = RMI.parseUri("rmi://[::1]:65535/x", "rmi");
        assertEquals("::1", parts.host());
        assertEquals("[::1]", EndpointParser.uriHost(parts.host()));
        assertEquals("127.0.0.1", EndpointParser.uriHost("127.0.0.1"));
        assertEquals(new EndpointParser.Parts("::1", 50051, "", ""), GRPC.parseHostPort("[::1]:50051"));
    }

    @Test
    void aRefusalNamesTheKindTheFormTheTextAndWhatIsWrong() {
        assertEquals("not an rmi endpoint (rmi://HOST:PORT/NAME): rmi://h:0/x: port 0 is not between 1 and 65535",
                refusal(() -> RMI.parseUri("rmi://h:0/x", "rmi")));
        assertEquals("not an rmi endpoint (rmi://HOST:PORT/NAME): rmi://h:65536/x: port 65536 is not between 1 and 65535",
                refusal(() -> RMI.parseUri("rmi://h:65536/x", "rmi")));
        assertEquals("not an rmi endpoint (rmi://HOST:PORT/NAME): tcp://h:1/x: the scheme must be rmi://",
                refusal(() -> RMI.parseUri("tcp://h:1/x", "rmi")));
        assertEquals("not an rmi endpoint (rmi://HOST:PORT/NAME): rmi://h/x: no port",
                refusal(() -> RMI.parseUri("rmi://h/x", "rmi")));
        assertEquals("not a gRPC endpoint (HOST:PORT): ::1:50051: an IPv6 host is written in brackets",
                refusal(() -> GRPC.parseHostPort("::1:50051")));
        assertEquals("not a gRPC endpoint (HOST:PORT): h:x: not a port: 'x'", refusal(() -> GRPC.parseHostPort("h:x")));
    }

    @Test
    void whatIsNotAnEndpointIsRefused() {
        for (String bad : new String[] {"rmi://u@h:1/x", "rmi://h:1/x?q", "rmi://h:1/x#f", "not a uri at all",
                "rmi:///x", "rmi://h:-1/x"}) {
            assertThrows(IllegalArgumentException.class, () -> RMI.parseUri(bad, "rmi"), bad);
        }
        for (String bad : new String[] {"h", "h:", ":1", "[::1:1", "h/p:1", "h:0", "h:65536", "[]:1"}) {
            assertThrows(IllegalArgumentException.class, () -> GRPC.parseHostPort(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> RMI.parseUri(null, "rmi"));
    }

    @Test
    void aRecordsHostAndPortAreChecked() {
        RMI.checkHostAndPort("h", 1);
        assertEquals("an rmi endpoint needs a host", refusal(() -> RMI.checkHostAndPort("", 1)));
        assertEquals("an rmi endpoint's port must be between 1 and 65535, not 0", refusal(() -> RMI.checkHostAndPort("h", 0)));
    }
}
