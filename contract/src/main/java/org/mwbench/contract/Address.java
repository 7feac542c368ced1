package org.mwbench.contract;

import java.io.Serializable;
import java.util.Objects;

/**
 * The postal address nested in a {@link Data3} customer record (Gray 2005).
 *
 * <p>A plain JavaBean so that every stack can map it; see {@link Data2} for why.
 */
public class Address implements Serializable {

    private static final long serialVersionUID = 1L;

    private long postcode;
    private String unit;
    private String street;
    private String city;
    private String state;

    /** An empty address, for frameworks that fill beans through their setters. */
    public Address() {
    }

    /**
     * An address with every field set.
     *
     * @param postcode the postcode, a number as in Gray 2005
     * @param unit the unit (flat, suite) within the building
     * @param street the number and street
     * @param city the city
     * @param state the state or region
     */
    public Address(long postcode, String unit, String street, String city, String state) {
        this.postcode = postcode;
        this.unit = unit;
        this.street = street;
        this.city = city;
        this.state = state;
    }

    /** @return the postcode */
    public long getPostcode() {
        return postcode;
    }

    /** @param postcode the postcode */
    public void setPostcode(long postcode) {
        this.postcode = postcode;
    }

    /** @return the unit within the building */
    public String getUnit() {
        return unit;
    }

    /** @param unit the unit within the building */
    public void setUnit(String unit) {
        this.unit = unit;
    }

    /** @return the number and street */
    public String getStreet() {
        return street;
    }

    /** @param street the number and street */
    public void setStreet(String street) {
        this.street = street;
    }

    /** @return the city */
    public String getCity() {
        return city;
    }

    /** @param city the city */
    public void setCity(String city) {
        this.city = city;
    }

    /** @return the state or region */
    public String getState() {
        return state;
    }

    /** @param state the state or region */
    public void setState(String state) {
        this.state = state;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Address)) {
            return false;
        }
        Address that = (Address) other;
        return postcode == that.postcode
                && Objects.equals(unit, that.unit)
                && Objects.equals(street, that.street)
                && Objects.equals(city, that.city)
                && Objects.equals(state, that.state);
    }

    @Override
    public int hashCode() {
        return Objects.hash(postcode, unit, street, city, state);
    }

    @Override
    public String toString() {
        return "Address{" + unit + ", " + street + ", " + city + ", " + state + " " + postcode + "}";
    }
}
