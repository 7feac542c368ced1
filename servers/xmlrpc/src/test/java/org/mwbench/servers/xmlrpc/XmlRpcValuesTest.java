package org.mwbench.servers.xmlrpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ReferenceData;

/** The bean mapping alone, without the wire: what the server builds, the client reads back whole. */
class XmlRpcValuesTest {
    @Test
    void itemsAndCustomersSurviveTheMapping() {
        assertArrayEquals(ReferenceData.items(32), XmlRpcValues.toItems(XmlRpcValues.items(ReferenceData.items(32))));
        assertArrayEquals(ReferenceData.customers("rep-7", 16),
                XmlRpcValues.toCustomers(XmlRpcValues.customers(ReferenceData.customers("rep-7", 16))));
        assertEquals(ReferenceData.customer("C-42"), XmlRpcValues.toCustomer(XmlRpcValues.customer(ReferenceData.customer("C-42"))));
    }

    @Test
    void nullsAtEveryLevelSurvive() {
        Data3 sparse = new Data3(null, "rep", null, null);
        assertEquals(sparse, XmlRpcValues.toCustomer(XmlRpcValues.customer(sparse)));
        assertNull(XmlRpcValues.toItems(XmlRpcValues.items(null)));
    }

    @Test
    void anI4IsReadAsALong() {
        assertEquals(7L, XmlRpcValues.toLong(7));
        assertEquals(7L, XmlRpcValues.toLong(7L));
    }
}
