package org.mwbench.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ReferenceDataTest {

    // ---- Determinism --------------------------------------------------------------------

    @Test
    void sameInputsGiveEqualData() {
        assertEquals(ReferenceData.string(8192), ReferenceData.string(8192));
        assertArrayEquals(ReferenceData.items(32), ReferenceData.items(32));
        assertEquals(ReferenceData.customer("C-42"), ReferenceData.customer("C-42"));
        assertArrayEquals(ReferenceData.customers("rep-7", 16), ReferenceData.customers("rep-7", 16));
        assertArrayEquals(ReferenceData.bytes(65536), ReferenceData.bytes(65536));
    }

    @Test
    void everyCallBuildsNewObjects() {
        // Callers, the faulty candidates of the tests among them, may modify what they get.
        assertNotSame(ReferenceData.items(1)[0], ReferenceData.items(1)[0]);
        assertNotSame(ReferenceData.customer("C-42").getOrders(), ReferenceData.customer("C-42").getOrders());
        assertNotSame(ReferenceData.bytes(4), ReferenceData.bytes(4));
    }

    /**
     * Values pinned once, by hand. If one of these fails, the generators changed (or the JDK's
     * SplittableRandom did): every protocol's data changed with them, and results are no
     * longer comparable with earlier runs. Change the pins only on purpose, and say so.
     */
    @Test
    void pinnedValuesHaveNotChanged() {
        assertEquals("74 a\u00D9QXNAQKy\u00CB7WQ", ReferenceData.string(64).substring(0, 16));
        Data2 first = ReferenceData.items(1)[0];
        assertEquals(5799569303749482L, first.getD1());
        assertEquals(694772.453, first.getD3()[0]);
        assertEquals("Ipx T\u00EFL6PLjGwkZXmFAf6\u00F69Bc nU", first.getD2()[0]);
        assertArrayEquals(new byte[] {-14, -105, 100, -42, 76, -90, 60, -40}, ReferenceData.bytes(8));
        assertArrayEquals(new short[] {25971, -7805, 19660, -20664, 21701, 27004, -3208, 11014}, ReferenceData.shorts(8));

        Data3 customer = ReferenceData.customer("C-42");
        assertEquals("rep-41", customer.getSalesRep());
        assertEquals(new Address(17651, "Level 6", "1041 Albert Avenue", "Z\u00FCrich", "\u00CEle-de-France"),
                customer.getAddress());
        assertEquals(3, customer.getOrders().length);
        assertEquals(new Order(new SimpleDate(26, "November", 2025), "YD-4810", 99), customer.getOrders()[0]);
        assertEquals("C-61333", ReferenceData.customerId("rep-7", 0));
    }

    @Test
    void differentInputsGiveDifferentData() {
        assertFalse(ReferenceData.string(65).startsWith(ReferenceData.string(64)), "seeded by n");
        assertFalse(Arrays.equals(ReferenceData.bytes(8), Arrays.copyOf(ReferenceData.bytes(16), 8)), "seeded by n");
        assertFalse(Arrays.equals(ReferenceData.shorts(8), Arrays.copyOf(ReferenceData.shorts(16), 8)), "seeded by n");
        // "Aa" and "BB" have the same String.hashCode(); the seeds must still differ.
        assertEquals("Aa".hashCode(), "BB".hashCode());
        assertNotEquals(ReferenceData.customer("Aa").getAddress(), ReferenceData.customer("BB").getAddress());
        assertNotEquals(ReferenceData.customerId("rep-7", 0), ReferenceData.customerId("rep-8", 0));
    }

    // ---- Shapes -------------------------------------------------------------------------

    @Test
    void stringHasExactlyTheLengthAsked() {
        assertEquals("", ReferenceData.string(0));
        for (int n : new int[] {1, 2, 63, 64, 65, 512, 4096, 8192}) {
            assertEquals(n, ReferenceData.string(n).length(), "string(" + n + ")");
        }
    }

    @Test
    void stringIsPrintableLatin1() {
        for (int n = 0; n <= 300; n++) {
            assertPrintableLatin1(ReferenceData.string(n));
        }
        assertPrintableLatin1(ReferenceData.string(8192));
    }

    @Test
    void stringCarriesLatin1LettersAboutOneInSixteen() {
        assertTrue(ReferenceData.string(512).chars().anyMatch(c -> c >= 0xC0), "a Latin-1 letter in string(512)");
        long latin1 = ReferenceData.string(8192).chars().filter(c -> c >= 0xC0).count();
        // 8192 / 16 = 512 expected; the bounds are far outside what chance gives.
        assertTrue(latin1 > 400 && latin1 < 630, latin1 + " Latin-1 letters in string(8192)");
    }

    @Test
    void itemsHaveTheShapeOfGray2005() {
        for (Data2 item : ReferenceData.items(64)) {
            assertTrue(item.getD1() >= 0 && item.getD1() < (1L << 53), "d1 below 2^53: " + item.getD1());
            assertEquals(ReferenceData.ITEM_STRINGS, item.getD2().length);
            for (String s : item.getD2()) {
                assertTrue(s.length() >= ReferenceData.ITEM_STRING_MIN && s.length() <= ReferenceData.ITEM_STRING_MAX,
                        "length of " + s);
            }
            assertEquals(ReferenceData.ITEM_DOUBLES, item.getD3().length);
            for (double d : item.getD3()) {
                assertTrue(Math.abs(d) < 1e6, "magnitude of " + d);
            }
        }
    }

    @Test
    void itemsArePrefixesOfOneSequence() {
        assertArrayEquals(ReferenceData.items(4), Arrays.copyOf(ReferenceData.items(32), 4));
        assertEquals(0, ReferenceData.items(0).length);
    }

    @Test
    void customerHasPlausibleFields() {
        List<String> months = List.of("January", "February", "March", "April", "May", "June",
                "July", "August", "September", "October", "November", "December");
        for (int i = 0; i < 200; i++) {
            String id = "C-" + i;
            Data3 record = ReferenceData.customer(id);
            assertEquals(id, record.getCustomer());
            assertTrue(record.getSalesRep().matches("rep-[0-9]+"), record.getSalesRep());
            Address address = record.getAddress();
            assertTrue(address.getPostcode() >= 1000 && address.getPostcode() <= 99999);
            assertTrue(record.getOrders().length >= 1 && record.getOrders().length <= 4);
            for (Order order : record.getOrders()) {
                SimpleDate date = order.getDate();
                assertTrue(date.getDay() >= 1 && date.getDay() <= 28, "day " + date.getDay());
                assertTrue(months.contains(date.getMonth()), date.getMonth());
                assertTrue(date.getYear() >= 1990 && date.getYear() <= 2025, "year " + date.getYear());
                assertTrue(order.getProductCode().matches("[A-Z]{2}-[0-9]{4}"), order.getProductCode());
                assertTrue(order.getNumber() >= 1 && order.getNumber() <= 100, "number " + order.getNumber());
            }
        }
    }

    @Test
    void customersBelongToTheirSalesRepresentative() {
        Data3[] customers = ReferenceData.customers("rep-7", 16);
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < customers.length; i++) {
            String id = ReferenceData.customerId("rep-7", i);
            assertEquals(id, customers[i].getCustomer());
            assertEquals("rep-7", customers[i].getSalesRep());
            assertTrue(ids.add(id), "distinct ids");
            // The same record as customer(id), but for its sales representative.
            Data3 alone = ReferenceData.customer(id);
            alone.setSalesRep("rep-7");
            assertEquals(alone, customers[i]);
        }
        assertArrayEquals(ReferenceData.customers("rep-7", 8), Arrays.copyOf(customers, 8));
        assertEquals(0, ReferenceData.customers("rep-7", 0).length);
    }

    @Test
    void invalidInputsAreRejectedWithAClearMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReferenceData.string(-1));
        assertEquals("string length must be 0 or more, was -1", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ReferenceData.items(-1));
        assertThrows(IllegalArgumentException.class, () -> ReferenceData.customers("rep-7", -1));
        assertThrows(IllegalArgumentException.class, () -> ReferenceData.bytes(-1));
        assertThrows(NullPointerException.class, () -> ReferenceData.customer(null));
        assertThrows(NullPointerException.class, () -> ReferenceData.customers(null, 1));
    }

    // ---- Wire safety --------------------------------------------------------------------

    /** Every string and double the conformance check exchanges, and more. */
    @Test
    void valuesSurviveEveryWireFormat() {
        List<String> strings = new ArrayList<>();
        List<Double> doubles = new ArrayList<>();
        for (Data2 item : ReferenceData.items(256)) {
            assertNotNull(item.getD2());
            assertNotNull(item.getD3());
            strings.addAll(List.of(item.getD2()));
            for (double d : item.getD3()) {
                doubles.add(d);
            }
        }
        List<Data3> records = new ArrayList<>(List.of(ReferenceData.customers("rep-7", 64)));
        records.add(ReferenceData.customer(Conformance.LATIN1_CUSTOMER));
        for (Data3 record : records) {
            Address address = record.getAddress();
            strings.addAll(List.of(record.getCustomer(), record.getSalesRep(),
                    address.getUnit(), address.getStreet(), address.getCity(), address.getState()));
            assertTrue(record.getOrders().length > 0, "no empty arrays in records");
            for (Order order : record.getOrders()) {
                strings.add(order.getProductCode());
                strings.add(order.getDate().getMonth());
            }
        }
        for (String s : strings) {
            assertNotNull(s);
            assertPrintableLatin1(s);
        }
        for (double d : doubles) {
            assertTrue(Double.isFinite(d), "finite");
            assertNotEquals(Double.doubleToLongBits(-0.0), Double.doubleToLongBits(d), "no -0.0");
            String shortest = Double.toString(d);
            assertFalse(shortest.contains("E"), "plain notation, as XML-RPC needs: " + shortest);
            assertEquals(d, Double.parseDouble(shortest));
            assertTrue(new BigDecimal(shortest).scale() <= 3, "thousandths: " + shortest);
            // An encoder that prints 15 significant digits, like C's %.15g, loses nothing either.
            assertEquals(d, Double.parseDouble(String.format(Locale.ROOT, "%.15g", d)));
        }
    }

    /** Gray 2005: "a typical Data2[] was about 900 bytes", Data3 "typically about 1Kbytes". */
    @Test
    void javaSerializedSizesAreThoseOfGray2005() {
        int items = JavaSerialization.bytes(ReferenceData.items(4)).length;
        assertTrue(items >= 600 && items <= 1300, "items(4) takes " + items + " bytes");
        int customer = JavaSerialization.bytes(ReferenceData.customer("C-42")).length;
        assertTrue(customer >= 300 && customer <= 2000, "customer(\"C-42\") takes " + customer + " bytes");
    }

    private static void assertPrintableLatin1(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            assertTrue(c >= 0x20 && c <= 0xFF && !(c >= 0x7F && c <= 0x9F),
                    () -> String.format("printable ISO-8859-1, not U+%04X, in %s", (int) c, Texts.quote(s)));
        }
    }
}
