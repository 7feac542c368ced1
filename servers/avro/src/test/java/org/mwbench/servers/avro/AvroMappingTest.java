package org.mwbench.servers.avro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.ReferenceService;
import org.mwbench.servers.avro.protocol.Item;

/** The reference data through Avro's binary encoding and back, as the two sides map and read it. */
class AvroMappingTest {
    private final ReferenceService reference = new ReferenceService();

    @Test
    void itemsSurviveTheWireWithEveryDoubleExact() throws Exception {
        Data2[] items = reference.getItems(32);
        List<Item> decoded = roundTrip(AvroMapping.items(items), new ExactDoublesData());
        assertArrayEquals(items, AvroMapping.items(decoded));
    }

    /** Why {@link ExactDoublesData} exists: Avro 1.12.0's own reader rounds array<double> elements to floats. */
    @Test
    void avrosOwnReaderRoundsDoublesToFloats() throws Exception {
        List<Item> decoded = roundTrip(List.of(new Item(1L, List.of(), List.of(694772.453))), new SpecificData());
        assertEquals(694772.4375, decoded.get(0).getD3().get(0));
    }

    @Test
    void customersAndShortsSurviveTheMapping() {
        Data3[] customers = reference.getCustomers(org.mwbench.contract.Conformance.SALES_REP, 8);
        assertArrayEquals(customers, AvroMapping.customers(AvroMapping.customers(customers)));
        short[] shorts = ReferenceData.shorts(1000);
        assertArrayEquals(shorts, AvroMapping.shorts(AvroMapping.shorts(shorts)));
        assertThrows(IllegalArgumentException.class, () -> AvroMapping.shorts(List.of(70_000)));
    }

    private static List<Item> roundTrip(List<Item> items, SpecificData data) throws Exception {
        Schema schema = Schema.createArray(Item.getClassSchema());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BinaryEncoder out = EncoderFactory.get().binaryEncoder(bytes, null);
        new SpecificDatumWriter<List<Item>>(schema, data).write(items, out);
        out.flush();
        return new SpecificDatumReader<List<Item>>(schema, schema, data)
                .read(null, DecoderFactory.get().binaryDecoder(bytes.toByteArray(), null));
    }
}
