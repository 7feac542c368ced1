package org.mwbench.contract;

import java.io.Serializable;
import java.util.Objects;

/**
 * The date of an {@link Order} (Gray 2005): a day, a month's name and a year, as the paper has
 * it, rather than a {@code java.time} type that each stack would map differently.
 *
 * <p>A plain JavaBean so that every stack can map it; see {@link Data2} for why.
 */
public class SimpleDate implements Serializable {

    private static final long serialVersionUID = 1L;

    private long day;
    private String month;
    private long year;

    /** An empty date, for frameworks that fill beans through their setters. */
    public SimpleDate() {
    }

    /**
     * A date with every field set.
     *
     * @param day the day of the month
     * @param month the month's English name
     * @param year the year
     */
    public SimpleDate(long day, String month, long year) {
        this.day = day;
        this.month = month;
        this.year = year;
    }

    /** @return the day of the month */
    public long getDay() {
        return day;
    }

    /** @param day the day of the month */
    public void setDay(long day) {
        this.day = day;
    }

    /** @return the month's English name */
    public String getMonth() {
        return month;
    }

    /** @param month the month's English name */
    public void setMonth(String month) {
        this.month = month;
    }

    /** @return the year */
    public long getYear() {
        return year;
    }

    /** @param year the year */
    public void setYear(long year) {
        this.year = year;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SimpleDate)) {
            return false;
        }
        SimpleDate that = (SimpleDate) other;
        return day == that.day && year == that.year && Objects.equals(month, that.month);
    }

    @Override
    public int hashCode() {
        return Objects.hash(day, month, year);
    }

    @Override
    public String toString() {
        return day + " " + month + " " + year;
    }
}
