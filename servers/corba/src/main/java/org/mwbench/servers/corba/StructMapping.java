package org.mwbench.servers.corba;

import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * Converts the contract's beans to the IDL structs and back, field by field: the one place
 * both the servant and the client adapter map them. The arrays of strings, doubles and
 * octets are shared, not copied; the conversion is part of what a CORBA call costs, as it
 * is for any middleware with generated types.
 */
public final class StructMapping {
    private StructMapping() {
    }

    public static org.mwbench.servers.corba.mwbench.Data2[] toStructs(Data2[] beans) {
        org.mwbench.servers.corba.mwbench.Data2[] structs = new org.mwbench.servers.corba.mwbench.Data2[beans.length];
        for (int i = 0; i < beans.length; i++) {
            Data2 bean = beans[i];
            structs[i] = new org.mwbench.servers.corba.mwbench.Data2(bean.getD1(), bean.getD2(), bean.getD3());
        }
        return structs;
    }

    public static Data2[] toBeans(org.mwbench.servers.corba.mwbench.Data2[] structs) {
        Data2[] beans = new Data2[structs.length];
        for (int i = 0; i < structs.length; i++) {
            org.mwbench.servers.corba.mwbench.Data2 struct = structs[i];
            beans[i] = new Data2(struct.d1, struct.d2, struct.d3);
        }
        return beans;
    }

    public static org.mwbench.servers.corba.mwbench.Data3[] toStructs(Data3[] beans) {
        org.mwbench.servers.corba.mwbench.Data3[] structs = new org.mwbench.servers.corba.mwbench.Data3[beans.length];
        for (int i = 0; i < beans.length; i++) {
            structs[i] = toStruct(beans[i]);
        }
        return structs;
    }

    public static Data3[] toBeans(org.mwbench.servers.corba.mwbench.Data3[] structs) {
        Data3[] beans = new Data3[structs.length];
        for (int i = 0; i < structs.length; i++) {
            beans[i] = toBean(structs[i]);
        }
        return beans;
    }

    public static org.mwbench.servers.corba.mwbench.Data3 toStruct(Data3 bean) {
        Order[] orders = bean.getOrders();
        org.mwbench.servers.corba.mwbench.Order[] structs = new org.mwbench.servers.corba.mwbench.Order[orders.length];
        for (int i = 0; i < orders.length; i++) {
            Order order = orders[i];
            SimpleDate date = order.getDate();
            structs[i] = new org.mwbench.servers.corba.mwbench.Order(
                    new org.mwbench.servers.corba.mwbench.SimpleDate(date.getDay(), date.getMonth(), date.getYear()),
                    order.getProductCode(), order.getNumber());
        }
        Address address = bean.getAddress();
        return new org.mwbench.servers.corba.mwbench.Data3(bean.getCustomer(), bean.getSalesRep(),
                new org.mwbench.servers.corba.mwbench.Address(address.getPostcode(), address.getUnit(),
                        address.getStreet(), address.getCity(), address.getState()),
                structs);
    }

    public static Data3 toBean(org.mwbench.servers.corba.mwbench.Data3 struct) {
        org.mwbench.servers.corba.mwbench.Order[] structs = struct.orders;
        Order[] orders = new Order[structs.length];
        for (int i = 0; i < structs.length; i++) {
            org.mwbench.servers.corba.mwbench.Order order = structs[i];
            org.mwbench.servers.corba.mwbench.SimpleDate date = order.date;
            orders[i] = new Order(new SimpleDate(date.day, date.month, date.year), order.productCode, order.number);
        }
        org.mwbench.servers.corba.mwbench.Address address = struct.address;
        return new Data3(struct.customer, struct.salesRep,
                new Address(address.postcode, address.unit, address.street, address.city, address.state),
                orders);
    }
}
