package org.mwbench.servers.corba;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.ReferenceData;

/** The bean-struct mapping loses nothing, without any ORB: the structs are plain classes. */
class StructMappingTest {

    @Test
    void itemsSurviveTheRoundTrip() {
        assertArrayEquals(ReferenceData.items(32), StructMapping.toBeans(StructMapping.toStructs(ReferenceData.items(32))));
        assertEquals(0, StructMapping.toBeans(StructMapping.toStructs(ReferenceData.items(0))).length);
    }

    @Test
    void customersSurviveTheRoundTrip() {
        assertEquals(ReferenceData.customer(Conformance.LATIN1_CUSTOMER),
                StructMapping.toBean(StructMapping.toStruct(ReferenceData.customer(Conformance.LATIN1_CUSTOMER))));
        assertArrayEquals(ReferenceData.customers(Conformance.SALES_REP, 16),
                StructMapping.toBeans(StructMapping.toStructs(ReferenceData.customers(Conformance.SALES_REP, 16))));
    }
}
