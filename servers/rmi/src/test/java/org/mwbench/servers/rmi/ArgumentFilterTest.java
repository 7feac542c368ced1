package org.mwbench.servers.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ReferenceData;

/** The filter alone, on plain object streams; the rmi plugin's tests check it on a live server. */
class ArgumentFilterTest {

    private static Object throughFilter(Object value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            in.setObjectInputFilter(ArgumentFilter.create());
            return in.readObject();
        }
    }

    @Test
    void letsTheContractAndBasicsThrough() throws Exception {
        Data3 customer = ReferenceData.customer(Conformance.CUSTOMER);
        assertEquals(customer, throughFilter(customer));
        assertArrayEquals(ReferenceData.bytes(65_536), (byte[]) throughFilter(ReferenceData.bytes(65_536)));
        assertArrayEquals(ReferenceData.items(4), (Object[]) throughFilter(ReferenceData.items(4)));
        assertEquals(42L, throughFilter(42L));
        assertEquals(new ArrayList<>(List.of("a", 1)), throughFilter(new ArrayList<>(List.of("a", 1))));
        assertEquals(new java.util.HashMap<>(java.util.Map.of("k", 2.5)), throughFilter(new java.util.HashMap<>(java.util.Map.of("k", 2.5))));
    }

    @Test
    void refusesAnyOtherClassEvenNested() {
        InvalidClassException alone = assertThrows(InvalidClassException.class, () -> throughFilter(new AtomicLong(1)));
        assertTrue(alone.getMessage().contains("REJECTED"), alone.getMessage());
        List<Object> nested = new ArrayList<>(List.of(new AtomicLong(2)));
        assertThrows(InvalidClassException.class, () -> throughFilter(nested));
        assertThrows(InvalidClassException.class, () -> throughFilter(new Object[] {new java.util.Date()}));
    }

    @Test
    void refusesStreamsBeyondItsLimits() {
        Object deep = null;
        for (int i = 0; i < 30; i++) {
            deep = new ArrayList<>(java.util.Collections.singletonList(deep));
        }
        Object tooDeep = deep;
        assertThrows(InvalidClassException.class, () -> throughFilter(tooDeep));
    }
}
