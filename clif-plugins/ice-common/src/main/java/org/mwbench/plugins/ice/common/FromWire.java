package org.mwbench.plugins.ice.common;

import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * The Slice structs of {@code benchmark.ice} as the contract's beans, on the client's side.
 * Arrays (strings, doubles) are shared, not copied: Ice's unmarshalling made them.
 */
final class FromWire {
    private FromWire() {
    }

    static Data2[] items(org.mwbench.servers.ice.mwbench.Data2[] wire) {
        Data2[] items = new Data2[wire.length];
        for (int i = 0; i < wire.length; i++) {
            org.mwbench.servers.ice.mwbench.Data2 item = wire[i];
            items[i] = new Data2(item.d1, item.d2, item.d3);
        }
        return items;
    }

    static Data3[] customers(org.mwbench.servers.ice.mwbench.Data3[] wire) {
        Data3[] customers = new Data3[wire.length];
        for (int i = 0; i < wire.length; i++) {
            customers[i] = customer(wire[i]);
        }
        return customers;
    }

    static Data3 customer(org.mwbench.servers.ice.mwbench.Data3 wire) {
        return new Data3(wire.customer, wire.salesRep, address(wire.address), orders(wire.orders));
    }

    private static Address address(org.mwbench.servers.ice.mwbench.Address wire) {
        return new Address(wire.postcode, wire.unit, wire.street, wire.city, wire.state);
    }

    private static Order[] orders(org.mwbench.servers.ice.mwbench.Order[] wire) {
        Order[] orders = new Order[wire.length];
        for (int i = 0; i < wire.length; i++) {
            org.mwbench.servers.ice.mwbench.Order order = wire[i];
            orders[i] = new Order(date(order.date), order.productCode, order.number);
        }
        return orders;
    }

    private static SimpleDate date(org.mwbench.servers.ice.mwbench.SimpleDate wire) {
        return new SimpleDate(wire.day, wire.month, wire.year);
    }
}
