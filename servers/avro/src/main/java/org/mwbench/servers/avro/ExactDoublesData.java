package org.mwbench.servers.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.specific.SpecificData;
import org.mwbench.servers.avro.protocol.Benchmark;

/**
 * Avro's {@link SpecificData} for the benchmark protocol, with one repair. Avro 1.12.0 reads an
 * {@code array<double>} into its {@code PrimitivesArrays.DoubleArray}, whose {@code add(int, Double)}
 * goes through {@code Double.floatValue()}: every element comes out rounded to a float
 * (694772.453 arrives as 694772.4375), which the conformance check caught in getItems' {@code d3}.
 * Here an array of doubles is read into a plain {@link GenericData.Array} instead; every other
 * array is Avro's own. The wire format is untouched: only the decoded list's class differs.
 * Both sides use it: the responder and the requestor are given it.
 */
public final class ExactDoublesData extends SpecificData {
    public ExactDoublesData() {
        super(Benchmark.class.getClassLoader());
    }

    @Override
    public Object newArray(Object old, int size, Schema schema) {
        if (schema.getElementType().getType() != Schema.Type.DOUBLE) {
            return super.newArray(old, size, schema);
        }
        if (old instanceof GenericData.Array<?> array && old.getClass() == GenericData.Array.class) {
            array.clear();
            return array;
        }
        return new GenericData.Array<Double>(size, schema);
    }
}
