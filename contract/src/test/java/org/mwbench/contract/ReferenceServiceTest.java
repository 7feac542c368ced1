package org.mwbench.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        short[] shorts = {Short.MIN_VALUE, -1, 0, 1, Short.MAX_VALUE};
        assertArrayEquals(new short[] {Short.MIN_VALUE, -1, 0, 1, Short.MAX_VALUE}, service.echoShorts(shorts));
        assertEquals(-125, service.cube(-5));
        assertEquals(9223358842721533951L, service.cube(2097151), "the largest cube below 2^63");
        assertEquals(2097152L * 2097152L * 2097152L, service.cube(2097152), "overflows as Java does");
    }

    @Test
    void sizesUpToTheLimitsAreServed() {
        assertEquals(ServiceLimits.MAX_STRING_LENGTH, service.getString(ServiceLimits.MAX_STRING_LENGTH).length());
        assertEquals(ServiceLimits.MAX_ITEMS, service.getItems(ServiceLimits.MAX_ITEMS).length);
        assertEquals(ServiceLimits.MAX_CUSTOMERS, service.getCustomers("rep-7", ServiceLimits.MAX_CUSTOMERS).length);
        assertEquals(ServiceLimits.MAX_ECHO_BYTES, service.echoBytes(new byte[ServiceLimits.MAX_ECHO_BYTES]).length);
        assertEquals(ServiceLimits.MAX_ECHO_SHORTS, service.echoShorts(new short[ServiceLimits.MAX_ECHO_SHORTS]).length);
    }

    @Test
    void sizesAboveTheLimitsAreRefusedNamingTheLimit() {
        assertRefused(() -> service.getString(Integer.MAX_VALUE), ServiceLimits.MAX_STRING_LENGTH);
        assertRefused(() -> service.getString(ServiceLimits.MAX_STRING_LENGTH + 1), ServiceLimits.MAX_STRING_LENGTH);
        assertRefused(() -> service.getItems(Integer.MAX_VALUE), ServiceLimits.MAX_ITEMS);
        assertRefused(() -> service.getItems(ServiceLimits.MAX_ITEMS + 1), ServiceLimits.MAX_ITEMS);
        assertRefused(() -> service.getCustomers("rep-7", Integer.MAX_VALUE), ServiceLimits.MAX_CUSTOMERS);
        assertRefused(() -> service.getCustomers("rep-7", ServiceLimits.MAX_CUSTOMERS + 1), ServiceLimits.MAX_CUSTOMERS);
        assertRefused(() -> service.echoBytes(new byte[ServiceLimits.MAX_ECHO_BYTES + 1]), ServiceLimits.MAX_ECHO_BYTES);
        assertRefused(() -> service.echoShorts(new short[ServiceLimits.MAX_ECHO_SHORTS + 1]), ServiceLimits.MAX_ECHO_SHORTS);
    }

    private static void assertRefused(Runnable call, int limit) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, call::run);
        assertTrue(refused.getMessage().contains("limit of " + limit), refused.getMessage());
    }

    @Test
    void theServiceHasOneName() {
        assertEquals("mwbench.BenchmarkService", BenchmarkService.NAME);
    }
}
