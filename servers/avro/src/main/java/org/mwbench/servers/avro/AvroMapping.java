package org.mwbench.servers.avro;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;
import org.mwbench.servers.avro.protocol.Customer;
import org.mwbench.servers.avro.protocol.Item;

/**
 * The one place that maps the contract's beans to the generated Avro records and back, on both
 * sides: the copy is part of what Avro costs (its specific records are not the contract's
 * beans), so it is measured with it. Avro has no 16-bit type: shorts travel as ints.
 */
public final class AvroMapping {
    private AvroMapping() {
    }

    public static List<Item> items(Data2[] beans) {
        List<Item> items = new ArrayList<>(beans.length);
        for (Data2 bean : beans) {
            double[] d3 = bean.getD3();
            List<Double> doubles = new ArrayList<>(d3.length);
            for (double d : d3) {
                doubles.add(d);
            }
            items.add(new Item(bean.getD1(), Arrays.asList(bean.getD2()), doubles));
        }
        return items;
    }

    public static Data2[] items(List<Item> items) {
        Data2[] beans = new Data2[items.size()];
        for (int i = 0; i < beans.length; i++) {
            Item item = items.get(i);
            List<Double> doubles = item.getD3();
            double[] d3 = new double[doubles.size()];
            for (int j = 0; j < d3.length; j++) {
                d3[j] = doubles.get(j);
            }
            beans[i] = new Data2(item.getD1(), item.getD2().toArray(new String[0]), d3);
        }
        return beans;
    }

    public static List<Customer> customers(Data3[] beans) {
        List<Customer> customers = new ArrayList<>(beans.length);
        for (Data3 bean : beans) {
            customers.add(customer(bean));
        }
        return customers;
    }

    public static Data3[] customers(List<Customer> customers) {
        Data3[] beans = new Data3[customers.size()];
        for (int i = 0; i < beans.length; i++) {
            beans[i] = customer(customers.get(i));
        }
        return beans;
    }

    public static Customer customer(Data3 bean) {
        Address a = bean.getAddress();
        Order[] orders = bean.getOrders();
        List<org.mwbench.servers.avro.protocol.Order> records = new ArrayList<>(orders.length);
        for (Order order : orders) {
            SimpleDate date = order.getDate();
            records.add(new org.mwbench.servers.avro.protocol.Order(
                    new org.mwbench.servers.avro.protocol.SimpleDate(date.getDay(), date.getMonth(), date.getYear()),
                    order.getProductCode(), order.getNumber()));
        }
        return new Customer(bean.getCustomer(), bean.getSalesRep(),
                new org.mwbench.servers.avro.protocol.Address(a.getPostcode(), a.getUnit(), a.getStreet(), a.getCity(),
                        a.getState()),
                records);
    }

    public static Data3 customer(Customer record) {
        org.mwbench.servers.avro.protocol.Address a = record.getAddress();
        List<org.mwbench.servers.avro.protocol.Order> records = record.getOrders();
        Order[] orders = new Order[records.size()];
        for (int i = 0; i < orders.length; i++) {
            org.mwbench.servers.avro.protocol.Order order = records.get(i);
            org.mwbench.servers.avro.protocol.SimpleDate date = order.getDate();
            orders[i] = new Order(new SimpleDate(date.getDay(), date.getMonth(), date.getYear()),
                    order.getProductCode(), order.getNumber());
        }
        return new Data3(record.getCustomer(), record.getSalesRep(),
                new Address(a.getPostcode(), a.getUnit(), a.getStreet(), a.getCity(), a.getState()), orders);
    }

    public static List<Integer> shorts(short[] data) {
        List<Integer> ints = new ArrayList<>(data.length);
        for (short s : data) {
            ints.add((int) s);
        }
        return ints;
    }

    /** Ints back to shorts; a value outside 16 bits is refused, never truncated. */
    public static short[] shorts(List<Integer> ints) {
        short[] data = new short[ints.size()];
        for (int i = 0; i < data.length; i++) {
            int value = ints.get(i);
            if (value != (short) value) {
                throw new IllegalArgumentException("echoShorts: " + value + " at index " + i + " is not a 16-bit value");
            }
            data[i] = (short) value;
        }
        return data;
    }

    /** The bytes of a buffer Avro decoded, copied: the caller may change the array it gets. */
    public static byte[] bytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }
}
