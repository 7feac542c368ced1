package org.mwbench.contract;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The flat record of Gray 2005 (Gray, <i>Performance of Java middleware - Java RMI, JAXRPC, and
 * CORBA</i>, AWSA 2005), returned as an array by the paper's second server,
 * {@code Data2[] f1(String)}, here {@link BenchmarkService#getItems(int)}. The paper names the
 * class and its fields, and says only what they hold: "Each Data2 had eight doubles and four
 * strings whose lengths were varied randomly". The names are kept so that a reader can set the
 * two side by side; what each field holds:
 * <ul>
 *   <li>{@code d1}, a {@code long}: the record's id, drawn below 2^53 so that a JSON reader that
 *       parses numbers as doubles reads it exactly ({@link ReferenceData#items(int)});</li>
 *   <li>{@code d2}, a {@code String[]}: four printable ISO-8859-1 strings of varied length;</li>
 *   <li>{@code d3}, a {@code double[]}: eight doubles of the form {@code k / 1000.0}, which every
 *       wire format carries exactly.</li>
 * </ul>
 * A {@code Data2[4]} is about 900 bytes in Java serialization, as the paper reports.
 *
 * <p>A plain JavaBean (private fields, no-arg constructor, getters and setters) so that every
 * stack can map it: JAXB, Jackson, Axis bean mappings, Java serialization. The setters and
 * getters share the arrays rather than copy them: these objects live on the measured path of
 * every client and server, and a defensive copy would be measured as middleware cost.
 */
public class Data2 implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Gray 2005's {@code _d1}: the record's id. */
    private long d1;
    /** Gray 2005's {@code _d2}: the strings, four in the reference data. */
    private String[] d2;
    /** Gray 2005's {@code _d3}: the doubles, eight in the reference data. */
    private double[] d3;

    /** An empty record, for frameworks that fill beans through their setters. */
    public Data2() {
    }

    /**
     * A record with every field set.
     *
     * @param d1 the identifying long
     * @param d2 the strings (four in the reference data)
     * @param d3 the doubles (eight in the reference data)
     */
    public Data2(long d1, String[] d2, double[] d3) {
        this.d1 = d1;
        this.d2 = d2;
        this.d3 = d3;
    }

    /** @return the identifying long */
    public long getD1() {
        return d1;
    }

    /** @param d1 the identifying long */
    public void setD1(long d1) {
        this.d1 = d1;
    }

    /** @return the strings, shared, not copied */
    public String[] getD2() {
        return d2;
    }

    /** @param d2 the strings, kept, not copied */
    public void setD2(String[] d2) {
        this.d2 = d2;
    }

    /** @return the doubles, shared, not copied */
    public double[] getD3() {
        return d3;
    }

    /** @param d3 the doubles, kept, not copied */
    public void setD3(double[] d3) {
        this.d3 = d3;
    }

    /**
     * Equal when every field is, the arrays by content. Doubles compare as
     * {@link Double#equals} does (by bits), so {@code 0.0} and {@code -0.0} differ: a wire
     * format that loses the sign of zero does not return the same data.
     */
    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Data2)) {
            return false;
        }
        Data2 that = (Data2) other;
        return d1 == that.d1 && Arrays.equals(d2, that.d2) && Arrays.equals(d3, that.d3);
    }

    @Override
    public int hashCode() {
        int result = Long.hashCode(d1);
        result = 31 * result + Arrays.hashCode(d2);
        result = 31 * result + Arrays.hashCode(d3);
        return result;
    }

    /** Short on purpose: the id and the sizes, not the content of the arrays. */
    @Override
    public String toString() {
        return "Data2{d1=" + d1
                + ", d2=" + Texts.array("String", d2 == null ? -1 : d2.length)
                + ", d3=" + Texts.array("double", d3 == null ? -1 : d3.length) + "}";
    }
}
