package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DubboEndpointTest {
    @Test
    void printsDubbosDirectUrlOfEitherProtocol() {
        assertEquals("dubbo://127.0.0.1:20880", new DubboEndpoint(DubboWire.DUBBO, "127.0.0.1", 20880).toString());
        assertEquals("tri://[::1]:50051", new DubboEndpoint(DubboWire.TRIPLE, "::1", 50051).toString());
    }

    @Test
    void readsWhatItPrints() {
        DubboEndpoint endpoint = DubboEndpoint.parse(DubboWire.TRIPLE, "tri://[::1]:50051");
        assertEquals(new DubboEndpoint(DubboWire.TRIPLE, "::1", 50051), endpoint);
        assertEquals(endpoint, DubboEndpoint.parse(DubboWire.TRIPLE, endpoint.toString()));
        assertEquals(20880, DubboEndpoint.parse(DubboWire.DUBBO, "dubbo://10.0.0.7:20880").port());
    }

    @Test
    void refusesTheOtherProtocolsScheme() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> DubboEndpoint.parse(DubboWire.DUBBO, "tri://127.0.0.1:50051"));
        assertTrue(refused.getMessage().contains("dubbo://"), refused.getMessage());
    }

    @Test
    void refusesAPathAMissingPortAndNothing() {
        assertThrows(IllegalArgumentException.class,
                () -> DubboEndpoint.parse(DubboWire.DUBBO, "dubbo://127.0.0.1:20880/org.mwbench.Other"));
        assertThrows(IllegalArgumentException.class, () -> DubboEndpoint.parse(DubboWire.DUBBO, "dubbo://127.0.0.1"));
        assertThrows(IllegalArgumentException.class, () -> DubboEndpoint.parse(DubboWire.TRIPLE, null));
    }
}
