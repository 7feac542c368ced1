package org.mwbench.servers.xmlrpc;

import java.util.HashMap;
import java.util.Map;
import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * The contract's beans as XML-RPC values, in both directions: a bean is a struct whose member
 * names are the bean's property names, an array of beans is an array of structs.
 *
 * <p>Types: a Java {@code long} is an {@code ex:i8} (a {@link Long}), an {@code int} an
 * {@code i4}, a {@code double} a {@code double}, a {@code String} a {@code string}, a
 * {@code String[]} an array of strings, a {@code double[]} an array of doubles. Every long is
 * an {@code ex:i8}, even those whose reference values would fit an {@code i4} (postcode, day,
 * year): one rule, no narrowing that a value outside the reference data would break. A
 * {@code null} travels as Apache's {@code ex:nil}; the reference data has none.
 *
 * <p>Apache XML-RPC writes any {@code Object[]} as an array, so a {@code String[]} goes out
 * as it is; it has no serializer for {@code double[]}, which is boxed into an {@code Object[]}.
 * On the way in, every array arrives as an {@code Object[]} and every struct as a
 * {@code Map}, which are copied into the bean's own types: that copy is XML-RPC's mapping
 * cost, measured with it.
 */
public final class XmlRpcValues {
    private XmlRpcValues() {
    }

    // ---- beans to XML-RPC values (the server's results) ----

    public static Object[] items(Data2[] items) {
        if (items == null) {
            return null;
        }
        Object[] values = new Object[items.length];
        for (int i = 0; i < items.length; i++) {
            values[i] = item(items[i]);
        }
        return values;
    }

    static Map<String, Object> item(Data2 item) {
        if (item == null) {
            return null;
        }
        Map<String, Object> struct = new HashMap<>(4);
        struct.put("d1", item.getD1());
        struct.put("d2", item.getD2());
        struct.put("d3", boxed(item.getD3()));
        return struct;
    }

    public static Object[] customers(Data3[] customers) {
        if (customers == null) {
            return null;
        }
        Object[] values = new Object[customers.length];
        for (int i = 0; i < customers.length; i++) {
            values[i] = customer(customers[i]);
        }
        return values;
    }

    public static Map<String, Object> customer(Data3 customer) {
        if (customer == null) {
            return null;
        }
        Map<String, Object> struct = new HashMap<>(8);
        struct.put("customer", customer.getCustomer());
        struct.put("salesRep", customer.getSalesRep());
        struct.put("address", address(customer.getAddress()));
        struct.put("orders", orders(customer.getOrders()));
        return struct;
    }

    private static Map<String, Object> address(Address address) {
        if (address == null) {
            return null;
        }
        Map<String, Object> struct = new HashMap<>(8);
        struct.put("postcode", address.getPostcode());
        struct.put("unit", address.getUnit());
        struct.put("street", address.getStreet());
        struct.put("city", address.getCity());
        struct.put("state", address.getState());
        return struct;
    }

    private static Object[] orders(Order[] orders) {
        if (orders == null) {
            return null;
        }
        Object[] values = new Object[orders.length];
        for (int i = 0; i < orders.length; i++) {
            Order order = orders[i];
            if (order != null) {
                Map<String, Object> struct = new HashMap<>(4);
                struct.put("date", date(order.getDate()));
                struct.put("productCode", order.getProductCode());
                struct.put("number", order.getNumber());
                values[i] = struct;
            }
        }
        return values;
    }

    private static Map<String, Object> date(SimpleDate date) {
        if (date == null) {
            return null;
        }
        Map<String, Object> struct = new HashMap<>(4);
        struct.put("day", date.getDay());
        struct.put("month", date.getMonth());
        struct.put("year", date.getYear());
        return struct;
    }

    /** Shorts as an array of {@code i4}: each boxed as an Integer, which Apache writes as {@code <i4>}. */
    public static Object[] shorts(short[] values) {
        if (values == null) {
            return null;
        }
        Object[] boxed = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            boxed[i] = (int) values[i];
        }
        return boxed;
    }

    private static Object[] boxed(double[] values) {
        if (values == null) {
            return null;
        }
        Object[] boxed = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            boxed[i] = values[i];
        }
        return boxed;
    }

    // ---- XML-RPC values to beans (the client's results) ----

    /** @param value an array of Data2 structs, as the parser returns it */
    public static Data2[] toItems(Object value) {
        if (value == null) {
            return null;
        }
        Object[] values = (Object[]) value;
        Data2[] items = new Data2[values.length];
        for (int i = 0; i < values.length; i++) {
            items[i] = toItem(values[i]);
        }
        return items;
    }

    private static Data2 toItem(Object value) {
        if (value == null) {
            return null;
        }
        Map<?, ?> struct = (Map<?, ?>) value;
        return new Data2(toLong(struct.get("d1")), toStrings(struct.get("d2")), toDoubles(struct.get("d3")));
    }

    /** @param value an array of Data3 structs, as the parser returns it */
    public static Data3[] toCustomers(Object value) {
        if (value == null) {
            return null;
        }
        Object[] values = (Object[]) value;
        Data3[] customers = new Data3[values.length];
        for (int i = 0; i < values.length; i++) {
            customers[i] = toCustomer(values[i]);
        }
        return customers;
    }

    /** @param value a Data3 struct, as the parser returns it */
    public static Data3 toCustomer(Object value) {
        if (value == null) {
            return null;
        }
        Map<?, ?> struct = (Map<?, ?>) value;
        return new Data3((String) struct.get("customer"), (String) struct.get("salesRep"),
                toAddress(struct.get("address")), toOrders(struct.get("orders")));
    }

    private static Address toAddress(Object value) {
        if (value == null) {
            return null;
        }
        Map<?, ?> struct = (Map<?, ?>) value;
        return new Address(toLong(struct.get("postcode")), (String) struct.get("unit"), (String) struct.get("street"),
                (String) struct.get("city"), (String) struct.get("state"));
    }

    private static Order[] toOrders(Object value) {
        if (value == null) {
            return null;
        }
        Object[] values = (Object[]) value;
        Order[] orders = new Order[values.length];
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                Map<?, ?> struct = (Map<?, ?>) values[i];
                orders[i] = new Order(toDate(struct.get("date")), (String) struct.get("productCode"),
                        toInt(struct.get("number")));
            }
        }
        return orders;
    }

    private static SimpleDate toDate(Object value) {
        if (value == null) {
            return null;
        }
        Map<?, ?> struct = (Map<?, ?>) value;
        return new SimpleDate(toLong(struct.get("day")), (String) struct.get("month"), toLong(struct.get("year")));
    }

    private static String[] toStrings(Object value) {
        if (value == null) {
            return null;
        }
        Object[] values = (Object[]) value;
        String[] strings = new String[values.length];
        for (int i = 0; i < values.length; i++) {
            strings[i] = (String) values[i];
        }
        return strings;
    }

    private static double[] toDoubles(Object value) {
        if (value == null) {
            return null;
        }
        Object[] values = (Object[]) value;
        double[] doubles = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            doubles[i] = ((Number) values[i]).doubleValue();
        }
        return doubles;
    }

    /**
     * An integer as a long, whether it came as an {@code ex:i8} or as an {@code i4} (what a
     * client without Apache's extensions, Python's for one, sends for a small number).
     */
    public static long toLong(Object value) {
        return ((Number) value).longValue();
    }

    /**
     * An array of {@code i4} as shorts, each checked: an {@code i4} holds any int, and a value
     * that does not fit in a short would otherwise come out silently changed.
     *
     * @throws IllegalArgumentException naming the first element outside the range of a short
     */
    public static short[] toShorts(Object value) {
        if (value == null) {
            return null;
        }
        Object[] values = (Object[]) value;
        short[] shorts = new short[values.length];
        for (int i = 0; i < values.length; i++) {
            int element = ((Number) values[i]).intValue();
            if (element != (short) element) {
                throw new IllegalArgumentException("element " + i + " of the shorts, " + element
                        + ", is outside the range of a short");
            }
            shorts[i] = (short) element;
        }
        return shorts;
    }

    /** An {@code i4} as an int. */
    public static int toInt(Object value) {
        return ((Number) value).intValue();
    }
}
