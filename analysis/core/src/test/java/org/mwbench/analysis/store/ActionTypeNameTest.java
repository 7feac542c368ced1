package org.mwbench.analysis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ActionTypeNameTest {
    @Test
    void theMiddlewareIsTheFirstWordAndThePayloadSizeTheLastNumber() {
        ActionTypeName records = new ActionTypeName("corba-jacorb records 32");
        assertEquals("corba-jacorb", records.middleware());
        assertEquals("records 32", records.operation());
        assertEquals("records", records.operationKind());
        assertEquals(32, records.payloadSize());

        ActionTypeName ping = new ActionTypeName("tcp ping");
        assertEquals("tcp", ping.middleware());
        assertEquals("ping", ping.operation());
        assertEquals("ping", ping.operationKind());
        assertEquals(-1, ping.payloadSize());

        assertEquals(-1, new ActionTypeName("ping").payloadSize());
        assertEquals("", new ActionTypeName("ping").operation());
        assertEquals(-1, new ActionTypeName("rmi string4096").payloadSize(), "a size is a word of its own");
        assertEquals(8192, new ActionTypeName("http-json string 8192").payloadSize());
    }

    @Test
    void wireSamplesNameTheirSizeAmongTheirArguments() {
        assertEquals(8, new WireRow("tcp", "getCustomers(rep-7,8)", 1, 1, 1).payloadSize());
        assertEquals(4096, new WireRow("tcp", "getString(4096)", 1, 1, 1).payloadSize());
        assertEquals(-1, new WireRow("tcp", "ping", 1, 1, 1).payloadSize());
    }

    @Test
    void aBridgedCallNamesItsFrontAndBackMiddleware() {
        ActionTypeName bridged = new ActionTypeName("soap-jaxws>rmi ping [client host]");
        assertEquals(true, bridged.bridged());
        assertEquals("soap-jaxws", bridged.front());
        assertEquals("rmi", bridged.back());
        assertEquals("ping", new ActionTypeName(bridged.withoutPlacement()).operation());
        ActionTypeName direct = new ActionTypeName("rmi ping");
        assertEquals(false, direct.bridged());
        assertEquals("rmi", direct.front());
        assertEquals("rmi", direct.back());
    }

    @Test
    void aBracketedEndIsThePlacement() {
        ActionTypeName far = new ActionTypeName("corba-jacorb ping [two hosts]");
        assertEquals("two hosts", far.placement());
        assertEquals("corba-jacorb ping", far.withoutPlacement());
        assertEquals("corba-jacorb", far.middleware());

        ActionTypeName plain = new ActionTypeName("tcp ping");
        assertEquals("", plain.placement());
        assertEquals("tcp ping", plain.withoutPlacement());
        assertEquals("", new ActionTypeName("tcp ping[x]").placement(), "a placement is a word of its own");
        assertEquals("", new ActionTypeName("[x]").placement(), "a name is more than a placement");
    }
}
