package org.mwbench.servers.ice;

import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * The contract's beans as the Slice structs of {@code benchmark.ice}, on the server's side.
 * Arrays are shared, not copied: Ice's marshalling is the only copy, as it is the only one
 * the benchmark means to measure. The contract's data holds no nulls.
 */
final class ToWire {
    private ToWire() {
    }

    static org.mwbench.servers.ice.mwbench.Data2[] items(Data2[] items) {
        org.mwbench.servers.ice.mwbench.Data2[] wire = new org.mwbench.servers.ice.mwbench.Data2[items.length];
        for (int i = 0; i < items.length; i++) {
            Data2 item = items[i];
            wire[i] = new org.mwbench.servers.ice.mwbench.Data2(item.getD1(), item.getD2(), item.getD3());
        }
        return wire;
    }

    static org.mwbench.servers.ice.mwbench.Data3[] customers(Data3[] customers) {
        org.mwbench.servers.ice.mwbench.Data3[] wire = new org.mwbench.servers.ice.mwbench.Data3[customers.length];
        for (int i = 0; i < customers.length; i++) {
            wire[i] = customer(customers[i]);
        }
        return wire;
    }

    static org.mwbench.servers.ice.mwbench.Data3 customer(Data3 customer) {
        return new org.mwbench.servers.ice.mwbench.Data3(customer.getCustomer(), customer.getSalesRep(),
                address(customer.getAddress()), orders(customer.getOrders()));
    }

    private static org.mwbench.servers.ice.mwbench.Address address(Address address) {
        return new org.mwbench.servers.ice.mwbench.Address(address.getPostcode(), address.getUnit(),
                address.getStreet(), address.getCity(), address.getState());
    }

    private static org.mwbench.servers.ice.mwbench.Order[] orders(Order[] orders) {
        org.mwbench.servers.ice.mwbench.Order[] wire = new org.mwbench.servers.ice.mwbench.Order[orders.length];
        for (int i = 0; i < orders.length; i++) {
            Order order = orders[i];
            wire[i] = new org.mwbench.servers.ice.mwbench.Order(date(order.getDate()), order.getProductCode(),
                    order.getNumber());
        }
        return wire;
    }

    private static org.mwbench.servers.ice.mwbench.SimpleDate date(SimpleDate date) {
        return new org.mwbench.servers.ice.mwbench.SimpleDate(date.getDay(), date.getMonth(), date.getYear());
    }
}
