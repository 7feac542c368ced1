package org.mwbench.contract;

import java.io.Serializable;
import java.util.Objects;

/**
 * One order of a {@link Data3} customer record (Gray 2005): when, what and how many.
 *
 * <p>A plain JavaBean so that every stack can map it; see {@link Data2} for why.
 */
public class Order implements Serializable {

    private static final long serialVersionUID = 1L;

    private SimpleDate date;
    private String productCode;
    private int number;

    /** An empty order, for frameworks that fill beans through their setters. */
    public Order() {
    }

    /**
     * An order with every field set.
     *
     * @param date the date of the order
     * @param productCode the product ordered, like {@code "PX-1234"}
     * @param number how many were ordered
     */
    public Order(SimpleDate date, String productCode, int number) {
        this.date = date;
        this.productCode = productCode;
        this.number = number;
    }

    /** @return the date of the order */
    public SimpleDate getDate() {
        return date;
    }

    /** @param date the date of the order */
    public void setDate(SimpleDate date) {
        this.date = date;
    }

    /** @return the product ordered */
    public String getProductCode() {
        return productCode;
    }

    /** @param productCode the product ordered */
    public void setProductCode(String productCode) {
        this.productCode = productCode;
    }

    /** @return how many were ordered */
    public int getNumber() {
        return number;
    }

    /** @param number how many were ordered */
    public void setNumber(int number) {
        this.number = number;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Order)) {
            return false;
        }
        Order that = (Order) other;
        return number == that.number
                && Objects.equals(date, that.date)
                && Objects.equals(productCode, that.productCode);
    }

    @Override
    public int hashCode() {
        return Objects.hash(date, productCode, number);
    }

    @Override
    public String toString() {
        return "Order{" + number + " x " + productCode + " on " + date + "}";
    }
}
