package org.mwbench.servers.thrift;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * Converts between contract's records and the classes thrift generates from
 * {@code benchmark.thrift}, field by field, both ways: the server and the client each convert
 * once per call, as every other middleware's adapter does.
 */
public final class ThriftMapping {
    private ThriftMapping() {
    }

    public static org.mwbench.servers.thrift.generated.Data2 toThrift(Data2 item) {
        return new org.mwbench.servers.thrift.generated.Data2(item.getD1(), Arrays.asList(item.getD2()),
                doubles(item.getD3()));
    }

    public static Data2 fromThrift(org.mwbench.servers.thrift.generated.Data2 item) {
        return new Data2(item.getD1(), item.getD2().toArray(new String[0]), doubles(item.getD3()));
    }

    public static org.mwbench.servers.thrift.generated.Data3 toThrift(Data3 customer) {
        List<org.mwbench.servers.thrift.generated.Order> orders = new ArrayList<>(customer.getOrders().length);
        for (Order order : customer.getOrders()) {
            orders.add(toThrift(order));
        }
        return new org.mwbench.servers.thrift.generated.Data3(customer.getCustomer(), customer.getSalesRep(),
                toThrift(customer.getAddress()), orders);
    }

    public static Data3 fromThrift(org.mwbench.servers.thrift.generated.Data3 customer) {
        Order[] orders = new Order[customer.getOrdersSize()];
        for (int i = 0; i < orders.length; i++) {
            orders[i] = fromThrift(customer.getOrders().get(i));
        }
        return new Data3(customer.getCustomer(), customer.getSalesRep(), fromThrift(customer.getAddress()), orders);
    }

    public static List<org.mwbench.servers.thrift.generated.Data2> itemsToThrift(Data2[] items) {
        List<org.mwbench.servers.thrift.generated.Data2> list = new ArrayList<>(items.length);
        for (Data2 item : items) {
            list.add(toThrift(item));
        }
        return list;
    }

    public static Data2[] itemsFromThrift(List<org.mwbench.servers.thrift.generated.Data2> list) {
        Data2[] items = new Data2[list.size()];
        for (int i = 0; i < items.length; i++) {
            items[i] = fromThrift(list.get(i));
        }
        return items;
    }

    public static List<org.mwbench.servers.thrift.generated.Data3> customersToThrift(Data3[] customers) {
        List<org.mwbench.servers.thrift.generated.Data3> list = new ArrayList<>(customers.length);
        for (Data3 customer : customers) {
            list.add(toThrift(customer));
        }
        return list;
    }

    public static Data3[] customersFromThrift(List<org.mwbench.servers.thrift.generated.Data3> list) {
        Data3[] customers = new Data3[list.size()];
        for (int i = 0; i < customers.length; i++) {
            customers[i] = fromThrift(list.get(i));
        }
        return customers;
    }

    /** The buffer's bytes: its array itself when it wraps one whole, as Thrift's readers give it. */
    public static byte[] bytes(ByteBuffer buffer) {
        if (buffer.hasArray() && buffer.arrayOffset() == 0 && buffer.position() == 0
                && buffer.remaining() == buffer.array().length) {
            return buffer.array();
        }
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    public static List<Short> shorts(short[] values) {
        List<Short> list = new ArrayList<>(values.length);
        for (short value : values) {
            list.add(value);
        }
        return list;
    }

    public static short[] shorts(List<Short> list) {
        short[] values = new short[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = list.get(i);
        }
        return values;
    }

    private static List<Double> doubles(double[] values) {
        List<Double> list = new ArrayList<>(values.length);
        for (double value : values) {
            list.add(value);
        }
        return list;
    }

    private static double[] doubles(List<Double> list) {
        double[] values = new double[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = list.get(i);
        }
        return values;
    }

    private static org.mwbench.servers.thrift.generated.Order toThrift(Order order) {
        SimpleDate date = order.getDate();
        return new org.mwbench.servers.thrift.generated.Order(
                new org.mwbench.servers.thrift.generated.SimpleDate(date.getDay(), date.getMonth(), date.getYear()),
                order.getProductCode(), order.getNumber());
    }

    private static Order fromThrift(org.mwbench.servers.thrift.generated.Order order) {
        org.mwbench.servers.thrift.generated.SimpleDate date = order.getDate();
        return new Order(new SimpleDate(date.getDay(), date.getMonth(), date.getYear()), order.getProductCode(),
                order.getNumber());
    }

    private static org.mwbench.servers.thrift.generated.Address toThrift(Address address) {
        return new org.mwbench.servers.thrift.generated.Address(address.getPostcode(), address.getUnit(),
                address.getStreet(), address.getCity(), address.getState());
    }

    private static Address fromThrift(org.mwbench.servers.thrift.generated.Address address) {
        return new Address(address.getPostcode(), address.getUnit(), address.getStreet(), address.getCity(),
                address.getState());
    }
}
