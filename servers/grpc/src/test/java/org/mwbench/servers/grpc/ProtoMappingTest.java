package org.mwbench.servers.grpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.InvalidProtocolBufferException;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Address;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.ReferenceData;
import org.mwbench.servers.grpc.proto.Customers;
import org.mwbench.servers.grpc.proto.Items;
import org.mwbench.servers.grpc.proto.Shorts;

/** Beans through messages and their serialized bytes, and back, come out equal. */
class ProtoMappingTest {

    /**
     * sint32 zigzag: a short takes 1 to 3 bytes, extremes included, and a value that does not
     * fit a short is refused rather than truncated.
     */
    @Test
    void shortsSurviveTheWireAsZigzagVarintsAndAnIntBeyondAShortIsRefused() throws InvalidProtocolBufferException {
        short[] extremes = {Short.MIN_VALUE, -1, 0, 1, Short.MAX_VALUE};
        Shorts message = ProtoMapping.message(extremes);
        // One packed field: tag, length, then 3 + 1 + 1 + 1 + 3 bytes of zigzag varints.
        assertEquals(2 + 9, message.toByteArray().length);
        assertArrayEquals(extremes, ProtoMapping.shorts(Shorts.parseFrom(message.toByteArray())));
        short[] tenKilobytes = ReferenceData.shorts(5120);
        assertArrayEquals(tenKilobytes, ProtoMapping.shorts(Shorts.parseFrom(ProtoMapping.message(tenKilobytes).toByteArray())));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ProtoMapping.shorts(Shorts.newBuilder().addData(7).addData(40_000).build()));
        assertEquals("element 1 of the shorts, 40000, is outside the range of a short", refused.getMessage());
    }

    @Test
    void itemsSurviveTheWire() throws InvalidProtocolBufferException {
        Data2[] items = ReferenceData.items(32);
        Items parsed = Items.parseFrom(ProtoMapping.items(items).toByteArray());
        assertArrayEquals(items, ProtoMapping.beans(parsed));
    }

    @Test
    void customersSurviveTheWire() throws InvalidProtocolBufferException {
        Data3[] customers = ReferenceData.customers(Conformance.SALES_REP, 16);
        Customers parsed = Customers.parseFrom(ProtoMapping.customers(customers).toByteArray());
        assertArrayEquals(customers, ProtoMapping.beans(parsed));
    }

    @Test
    void latin1TextSurvivesAsUtf8() throws InvalidProtocolBufferException {
        Data3 customer = ReferenceData.customer(Conformance.LATIN1_CUSTOMER);
        org.mwbench.servers.grpc.proto.Data3 message = ProtoMapping.message(customer);
        assertEquals(customer, ProtoMapping.bean(org.mwbench.servers.grpc.proto.Data3.parseFrom(message.toByteArray())));
    }

    @Test
    void negativeZeroKeepsItsSign() {
        Data2 item = new Data2(-1, new String[] {"a"}, new double[] {-0.0, Double.MIN_VALUE, Double.NaN});
        assertEquals(item, ProtoMapping.bean(ProtoMapping.message(item)));
    }

    @Test
    void anAbsentNestedMessageIsNull() {
        Data3 bare = new Data3("c", "r", null, new Order[] {new Order(null, "PX-1", 2)});
        Data3 back = ProtoMapping.bean(ProtoMapping.message(bare));
        assertNull(back.getAddress());
        assertNull(back.getOrders()[0].getDate());
        assertEquals(bare, back);
        Address address = new Address(75001, "u", "s", "c", "st");
        assertEquals(address, ProtoMapping.bean(ProtoMapping.message(address)));
    }
}
