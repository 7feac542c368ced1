package org.mwbench.contract;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;

/**
 * The customer record of Gray 2005 (Gray, <i>Performance of Java middleware - Java RMI, JAXRPC,
 * and CORBA</i>, AWSA 2005), returned by the paper's third server, which "simulates a system
 * that returns customer records retrieved from a database"; here
 * {@link BenchmarkService#getCustomer(String)} and {@link BenchmarkService#getCustomers(String, int)}.
 * The paper names the class and its fields ({@code _customer}, {@code _salesrep},
 * {@code _address}, {@code _orders}), kept here as bean properties: the customer's id, the sales
 * representative in charge of it, a nested {@link Address} and an array of nested
 * {@link Order}s, each with a nested {@link SimpleDate}. The paper chose it to expose what
 * structs within structs, and arrays of them, cost each encoding (SOAP's multi-reference
 * encoding above all).
 *
 * <p>A plain JavaBean so that every stack can map it; see {@link Data2} for why.
 */
public class Data3 implements Serializable {

    private static final long serialVersionUID = 1L;

    private String customer;
    private String salesRep;
    private Address address;
    private Order[] orders;

    /** An empty record, for frameworks that fill beans through their setters. */
    public Data3() {
    }

    /**
     * A record with every field set.
     *
     * @param customer the customer's id
     * @param salesRep the sales representative in charge of the customer
     * @param address the customer's address
     * @param orders the customer's orders
     */
    public Data3(String customer, String salesRep, Address address, Order[] orders) {
        this.customer = customer;
        this.salesRep = salesRep;
        this.address = address;
        this.orders = orders;
    }

    /** @return the customer's id */
    public String getCustomer() {
        return customer;
    }

    /** @param customer the customer's id */
    public void setCustomer(String customer) {
        this.customer = customer;
    }

    /** @return the sales representative in charge of the customer */
    public String getSalesRep() {
        return salesRep;
    }

    /** @param salesRep the sales representative in charge of the customer */
    public void setSalesRep(String salesRep) {
        this.salesRep = salesRep;
    }

    /** @return the customer's address */
    public Address getAddress() {
        return address;
    }

    /** @param address the customer's address */
    public void setAddress(Address address) {
        this.address = address;
    }

    /** @return the customer's orders, shared, not copied */
    public Order[] getOrders() {
        return orders;
    }

    /** @param orders the customer's orders, kept, not copied */
    public void setOrders(Order[] orders) {
        this.orders = orders;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Data3)) {
            return false;
        }
        Data3 that = (Data3) other;
        return Objects.equals(customer, that.customer)
                && Objects.equals(salesRep, that.salesRep)
                && Objects.equals(address, that.address)
                && Arrays.equals(orders, that.orders);
    }

    @Override
    public int hashCode() {
        int result = Objects.hash(customer, salesRep, address);
        result = 31 * result + Arrays.hashCode(orders);
        return result;
    }

    /** Short on purpose: who, and how many orders, not the orders themselves. */
    @Override
    public String toString() {
        return "Data3{customer=" + customer + ", salesRep=" + salesRep
                + ", orders=" + Texts.array("Order", orders == null ? -1 : orders.length) + "}";
    }
}
