package org.mwbench.servers.grpc;

import java.util.List;
import org.mwbench.servers.grpc.proto.Customers;
import org.mwbench.servers.grpc.proto.Items;
import org.mwbench.servers.grpc.proto.Shorts;

/**
 * Converts the contract's beans to the generated protobuf messages and back, in both
 * directions for both sides: the server builds messages from the service's beans, the client
 * turns the messages it receives back into beans. This copy is part of what gRPC costs a
 * Java application (generated types are not the application's types), so it is measured with
 * the middleware; it is written to copy each field once and box nothing.
 *
 * <p>The message classes share their simple names with the beans ({@code Data2},
 * {@code Address}...), so both are written with their packages here:
 * {@code org.mwbench.contract.X} is a bean, {@code org.mwbench.servers.grpc.proto.X} a message.
 * Protobuf has no null string or null array; the reference data has none either
 * ({@code ReferenceData}), and an absent nested message comes back as {@code null}.
 */
public final class ProtoMapping {
    private ProtoMapping() {
    }

    // ---- beans to messages ----------------------------------------------------------------

    public static Items items(org.mwbench.contract.Data2[] beans) {
        Items.Builder items = Items.newBuilder();
        for (org.mwbench.contract.Data2 bean : beans) {
            items.addItems(message(bean));
        }
        return items.build();
    }

    public static Customers customers(org.mwbench.contract.Data3[] beans) {
        Customers.Builder customers = Customers.newBuilder();
        for (org.mwbench.contract.Data3 bean : beans) {
            customers.addCustomers(message(bean));
        }
        return customers.build();
    }

    public static org.mwbench.servers.grpc.proto.Data2 message(org.mwbench.contract.Data2 bean) {
        org.mwbench.servers.grpc.proto.Data2.Builder message =
                org.mwbench.servers.grpc.proto.Data2.newBuilder().setD1(bean.getD1());
        for (String s : bean.getD2()) {
            message.addD2(s);
        }
        for (double d : bean.getD3()) {
            message.addD3(d); // a primitive list: no boxing
        }
        return message.build();
    }

    public static org.mwbench.servers.grpc.proto.Data3 message(org.mwbench.contract.Data3 bean) {
        org.mwbench.servers.grpc.proto.Data3.Builder message = org.mwbench.servers.grpc.proto.Data3.newBuilder()
                .setCustomer(bean.getCustomer())
                .setSalesRep(bean.getSalesRep());
        if (bean.getAddress() != null) {
            message.setAddress(message(bean.getAddress()));
        }
        for (org.mwbench.contract.Order order : bean.getOrders()) {
            message.addOrders(message(order));
        }
        return message.build();
    }

    public static org.mwbench.servers.grpc.proto.Address message(org.mwbench.contract.Address bean) {
        return org.mwbench.servers.grpc.proto.Address.newBuilder()
                .setPostcode(bean.getPostcode())
                .setUnit(bean.getUnit())
                .setStreet(bean.getStreet())
                .setCity(bean.getCity())
                .setState(bean.getState())
                .build();
    }

    public static org.mwbench.servers.grpc.proto.Order message(org.mwbench.contract.Order bean) {
        org.mwbench.servers.grpc.proto.Order.Builder message = org.mwbench.servers.grpc.proto.Order.newBuilder()
                .setProductCode(bean.getProductCode())
                .setNumber(bean.getNumber());
        if (bean.getDate() != null) {
            message.setDate(message(bean.getDate()));
        }
        return message.build();
    }

    public static org.mwbench.servers.grpc.proto.SimpleDate message(org.mwbench.contract.SimpleDate bean) {
        return org.mwbench.servers.grpc.proto.SimpleDate.newBuilder()
                .setDay(bean.getDay())
                .setMonth(bean.getMonth())
                .setYear(bean.getYear())
                .build();
    }

    public static Shorts message(short[] shorts) {
        Shorts.Builder message = Shorts.newBuilder();
        for (short s : shorts) {
            message.addData(s);
        }
        return message.build();
    }

    // ---- messages to beans ----------------------------------------------------------------

    /**
     * The shorts of a message, each checked: sint32 holds any int, and a value that does not
     * fit in a short would otherwise come out silently changed.
     *
     * @throws IllegalArgumentException naming the first element outside the range of a short
     */
    public static short[] shorts(Shorts message) {
        short[] shorts = new short[message.getDataCount()];
        for (int i = 0; i < shorts.length; i++) {
            int value = message.getData(i);
            if (value != (short) value) {
                throw new IllegalArgumentException("element " + i + " of the shorts, " + value
                        + ", is outside the range of a short");
            }
            shorts[i] = (short) value;
        }
        return shorts;
    }

    public static org.mwbench.contract.Data2[] beans(Items items) {
        org.mwbench.contract.Data2[] beans = new org.mwbench.contract.Data2[items.getItemsCount()];
        for (int i = 0; i < beans.length; i++) {
            beans[i] = bean(items.getItems(i));
        }
        return beans;
    }

    public static org.mwbench.contract.Data3[] beans(Customers customers) {
        org.mwbench.contract.Data3[] beans = new org.mwbench.contract.Data3[customers.getCustomersCount()];
        for (int i = 0; i < beans.length; i++) {
            beans[i] = bean(customers.getCustomers(i));
        }
        return beans;
    }

    public static org.mwbench.contract.Data2 bean(org.mwbench.servers.grpc.proto.Data2 message) {
        List<String> d2 = message.getD2List();
        double[] d3 = new double[message.getD3Count()];
        for (int i = 0; i < d3.length; i++) {
            d3[i] = message.getD3(i);
        }
        return new org.mwbench.contract.Data2(message.getD1(), d2.toArray(new String[0]), d3);
    }

    public static org.mwbench.contract.Data3 bean(org.mwbench.servers.grpc.proto.Data3 message) {
        org.mwbench.contract.Order[] orders = new org.mwbench.contract.Order[message.getOrdersCount()];
        for (int i = 0; i < orders.length; i++) {
            orders[i] = bean(message.getOrders(i));
        }
        return new org.mwbench.contract.Data3(message.getCustomer(), message.getSalesRep(),
                message.hasAddress() ? bean(message.getAddress()) : null, orders);
    }

    public static org.mwbench.contract.Address bean(org.mwbench.servers.grpc.proto.Address message) {
        return new org.mwbench.contract.Address(message.getPostcode(), message.getUnit(), message.getStreet(),
                message.getCity(), message.getState());
    }

    public static org.mwbench.contract.Order bean(org.mwbench.servers.grpc.proto.Order message) {
        return new org.mwbench.contract.Order(message.hasDate() ? bean(message.getDate()) : null,
                message.getProductCode(), message.getNumber());
    }

    public static org.mwbench.contract.SimpleDate bean(org.mwbench.servers.grpc.proto.SimpleDate message) {
        return new org.mwbench.contract.SimpleDate(message.getDay(), message.getMonth(), message.getYear());
    }
}
