package org.mwbench.servers.avro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AvroEndpointTest {
    @Test
    void readsWhatItWrites() {
        assertEquals(new AvroEndpoint("127.0.0.1", 4000), AvroEndpoint.parse("avro://127.0.0.1:4000"));
        assertEquals("avro://127.0.0.1:4000", new AvroEndpoint("127.0.0.1", 4000).toString());
        assertEquals("avro://[::1]:4000", AvroEndpoint.parse("avro://[::1]:4000").toString());
        assertEquals("::1", AvroEndpoint.parse("avro://[::1]:4000").host());
    }

    @Test
    void refusesOtherForms() {
        for (String bad : new String[] {"127.0.0.1:4000", "http://127.0.0.1:4000", "avro://127.0.0.1",
                "avro://127.0.0.1:0", "avro://127.0.0.1:4000/path"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> AvroEndpoint.parse(bad));
            assertTrue(refused.getMessage().contains("avro://HOST:PORT"), refused.getMessage());
        }
    }
}
