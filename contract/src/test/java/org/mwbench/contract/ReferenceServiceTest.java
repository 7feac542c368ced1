package org.mwbench.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReferenceServiceTest {

    private final ReferenceService service = new ReferenceService();

    @Test
    void conforms() {
        assertEquals(List.of(), Conformance.check(service));
        Conformance.assertConforms(service);
    }

    @Test
    void answersAreTheReferenceData() {
        assertEquals(ReferenceData.string(512), service.getString(512));
        assertArrayEquals(ReferenceData.items(4), service.getItems(4));
        assertEquals(ReferenceData.customer("C-42"), service.getCustomer("C-42"));
        assertArrayEquals(ReferenceData.customers("rep-7", 8), service.getCustomers("rep-7", 8));
    }

    @Test
    void stampEchoAndCubeAreWhatCcmPerfMeasures() {
        assertEquals(Long.MIN_VALUE, service.stamp(Long.MIN_VALUE));
        byte[] data = ReferenceData.bytes(64);
        assertArrayEquals(ReferenceData.bytes(64), service.echoBytes(data));
        assertEquals(-125, service.cube(-5));
        assertEquals(9223358842721533951L, service.cube(2097151), "the largest cube below 2^63");
        assertEquals(2097152L * 2097152L * 2097152L, service.cube(2097152), "overflows as Java does");
    }

    @Test
    void theServiceHasOneName() {
        assertEquals("mwbench.BenchmarkService", BenchmarkService.NAME);
    }
}
