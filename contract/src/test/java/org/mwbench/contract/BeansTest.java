package org.mwbench.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.beans.IntrospectionException;
import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.io.ObjectStreamClass;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The data model as JavaBeans: equality by content, Java serialization, bean properties. */
class BeansTest {

    @Test
    void equalContentMeansEqualBeans() {
        assertEqualButNotSame(ReferenceData.items(1)[0], ReferenceData.items(1)[0]);
        Data3 a = ReferenceData.customer("C-42");
        Data3 b = ReferenceData.customer("C-42");
        assertEqualButNotSame(a, b);
        assertEqualButNotSame(a.getAddress(), b.getAddress());
        assertEqualButNotSame(a.getOrders()[0], b.getOrders()[0]);
        assertEqualButNotSame(a.getOrders()[0].getDate(), b.getOrders()[0].getDate());
    }

    @Test
    void emptyBeansAreEqualAndPrintable() {
        // Frameworks build beans empty and fill them through the setters.
        for (Supplier<Object> empty : List.<Supplier<Object>>of(
                Data2::new, Data3::new, Address::new, Order::new, SimpleDate::new)) {
            assertEqualButNotSame(empty.get(), empty.get());
            assertTrue(empty.get().toString().length() < 80, empty.get().toString());
            assertNotEquals(empty.get(), null);
            assertNotEquals(empty.get(), "text");
        }
    }

    @Test
    void everyFieldTakesPartInEquality() {
        assertEachChangeBreaksEquality(() -> ReferenceData.items(1)[0], List.of(
                d -> d.setD1(d.getD1() + 1),
                d -> d.getD2()[3] = d.getD2()[3] + " ",
                d -> d.setD2(Arrays.copyOf(d.getD2(), 3)),
                d -> d.getD3()[7] = Math.nextUp(d.getD3()[7]),
                d -> d.setD3(null)));
        assertEachChangeBreaksEquality(() -> ReferenceData.customer("C-42"), List.of(
                c -> c.setCustomer("C-43"),
                c -> c.setSalesRep("rep-0"),
                c -> c.getAddress().setPostcode(c.getAddress().getPostcode() + 1),
                c -> c.getAddress().setUnit("Unit 0"),
                c -> c.getAddress().setStreet("1 Nowhere Lane"),
                c -> c.getAddress().setCity("Atlantis"),
                c -> c.getAddress().setState("Utopia"),
                c -> c.getOrders()[2].setNumber(0),
                c -> c.getOrders()[2].setProductCode("ZZ-0000"),
                c -> c.getOrders()[2].getDate().setDay(29),
                c -> c.getOrders()[2].getDate().setMonth("Undecimber"),
                c -> c.getOrders()[2].getDate().setYear(1789),
                c -> c.setOrders(Arrays.copyOf(c.getOrders(), 2))));
    }

    @Test
    void doublesAreEqualByTheirBits() {
        Data2 positive = new Data2(1, new String[] {"a"}, new double[] {0.0});
        Data2 negative = new Data2(1, new String[] {"a"}, new double[] {-0.0});
        assertNotEquals(positive, negative);
    }

    @Test
    void beansSurviveJavaSerialization() {
        for (Object value : List.of(ReferenceData.items(32), ReferenceData.customers("rep-7", 16),
                ReferenceData.customer(Conformance.LATIN1_CUSTOMER))) {
            Object copy = JavaSerialization.roundTrip(value);
            assertNotSame(value, copy);
            if (value instanceof Object[]) {
                assertArrayEquals((Object[]) value, (Object[]) copy);
            } else {
                assertEquals(value, copy);
            }
        }
        assertEquals(new Data3(), JavaSerialization.roundTrip(new Data3()));
    }

    @Test
    void serialVersionUidsAreOne() {
        for (Class<?> bean : List.of(Data2.class, Data3.class, Address.class, Order.class, SimpleDate.class,
                Mismatch.class)) {
            assertEquals(1L, ObjectStreamClass.lookup(bean).getSerialVersionUID(), bean.getName());
        }
    }

    /** What JAXB, Jackson and Axis see: read-write properties named as Gray 2005's fields. */
    @Test
    void beansHaveReadWritePropertiesNamedAsInGray2005() throws IntrospectionException {
        assertProperties(Data2.class, Set.of("d1", "d2", "d3"));
        assertProperties(Address.class, Set.of("postcode", "unit", "street", "city", "state"));
        assertProperties(SimpleDate.class, Set.of("day", "month", "year"));
        assertProperties(Order.class, Set.of("date", "productCode", "number"));
        assertProperties(Data3.class, Set.of("customer", "salesRep", "address", "orders"));
    }

    @Test
    void toStringIsShort() {
        Data2 item = ReferenceData.items(1)[0];
        assertEquals("Data2{d1=" + item.getD1() + ", d2=String[4], d3=double[8]}", item.toString());
        assertEquals("Data3{customer=C-42, salesRep=rep-7, orders=Order[1]}",
                new Data3("C-42", "rep-7", new Address(), new Order[1]).toString());
        assertEquals("26 November 2025", new SimpleDate(26, "November", 2025).toString());
    }

    private static void assertProperties(Class<?> bean, Set<String> expected) throws IntrospectionException {
        PropertyDescriptor[] properties = Introspector.getBeanInfo(bean, Object.class).getPropertyDescriptors();
        assertEquals(expected, Arrays.stream(properties).map(PropertyDescriptor::getName).collect(Collectors.toSet()),
                bean.getName());
        for (PropertyDescriptor property : properties) {
            assertTrue(property.getReadMethod() != null && property.getWriteMethod() != null,
                    bean.getSimpleName() + "." + property.getName() + " is read-write");
        }
    }

    private static void assertEqualButNotSame(Object a, Object b) {
        assertNotSame(a, b);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    private static <T> void assertEachChangeBreaksEquality(Supplier<T> fresh, List<Consumer<T>> changes) {
        for (int i = 0; i < changes.size(); i++) {
            T changed = fresh.get();
            changes.get(i).accept(changed);
            assertNotEquals(fresh.get(), changed, "change " + i);
            assertNotEquals(changed, fresh.get(), "change " + i + ", the other way round");
        }
    }
}
