package org.mwbench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparisons on their own, for the cases the conformance check's candidates do not reach. */
class ComparisonTest {

    @Test
    void equalValuesGiveNoMismatch() {
        Comparison comparison = new Comparison();
        comparison.same("items", ReferenceData.items(32), ReferenceData.items(32));
        comparison.same("customers", ReferenceData.customers("rep-7", 16), ReferenceData.customers("rep-7", 16));
        comparison.same("bytes", ReferenceData.bytes(1024), ReferenceData.bytes(1024));
        comparison.same("absent", (Data3) null, null);
        assertEquals(List.of(), comparison.mismatches());
    }

    @Test
    void aByteArrayGivesItsLengthAndItsFirstDifferenceOnly() {
        Comparison comparison = new Comparison();
        comparison.same("b", new byte[] {1, 2, 3, 4, 5}, new byte[] {1, 9, 3, 9, 9, 6});
        assertEquals(List.of(
                new Mismatch("b.length", "5", "6"),
                new Mismatch("b[1]", "0x02", "0x09 (first of 3 differing bytes)")), comparison.mismatches());
    }

    @Test
    void aMissingRecordIsOneMismatchAndNothingUnderIt() {
        Data3 expected = ReferenceData.customer("C-42");
        Data3 actual = ReferenceData.customer("C-42");
        actual.setAddress(null);
        actual.getOrders()[0].setDate(null);
        Comparison comparison = new Comparison();
        comparison.same("c", expected, actual);
        assertEquals(List.of(
                new Mismatch("c.address", expected.getAddress().toString(), "null"),
                new Mismatch("c.orders[0].date", expected.getOrders()[0].getDate().toString(), "null")),
                comparison.mismatches());
    }

    @Test
    void shortArraysAreComparedOverTheCommonLength() {
        Data3 expected = ReferenceData.customer("C-42");
        assertTrue(expected.getOrders().length > 2, "a customer with more orders than the candidate's 2");
        Data3 actual = ReferenceData.customer("C-42");
        actual.setOrders(new Order[] {actual.getOrders()[0], new Order()});
        Comparison comparison = new Comparison();
        comparison.same("c", expected, actual);
        List<Mismatch> mismatches = comparison.mismatches();
        assertEquals(new Mismatch("c.orders.length", Integer.toString(expected.getOrders().length), "2"),
                mismatches.get(0));
        assertEquals(List.of("c.orders.length", "c.orders[1].date", "c.orders[1].productCode", "c.orders[1].number"),
                mismatches.stream().map(Mismatch::path).toList());
    }

    @Test
    void theMismatchesAreReadOnly() {
        Comparison comparison = new Comparison();
        comparison.same("x", 1, 2);
        assertThrows(UnsupportedOperationException.class, () -> comparison.mismatches().clear());
        assertEquals("x: expected 1, actual 2", comparison.mismatches().get(0).toString());
    }
}
