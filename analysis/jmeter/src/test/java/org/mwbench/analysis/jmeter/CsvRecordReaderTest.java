package org.mwbench.analysis.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RFC 4180 as JMeter writes it: quotes around commas, doubled quotes, line breaks inside quotes. */
class CsvRecordReaderTest {

    @Test
    void readsQuotedFieldsAndKeepsTheLineEachRecordStartsOn() throws IOException {
        CsvRecordReader reader = new CsvRecordReader(new StringReader(
                "a,b,c\n1,\"x, y\",\"say \"\"hi\"\"\"\n2,\"two\nlines\",\r\n3,,\n"));
        assertEquals(List.of("a", "b", "c"), reader.next());
        assertEquals(1, reader.recordLine());
        assertEquals(List.of("1", "x, y", "say \"hi\""), reader.next());
        assertEquals(2, reader.recordLine());
        assertEquals(List.of("2", "two\nlines", ""), reader.next());
        assertEquals(3, reader.recordLine());
        assertEquals(List.of("3", "", ""), reader.next());
        assertEquals(5, reader.recordLine());
        assertNull(reader.next());
    }

    @Test
    void lastRecordWithoutLineBreak() throws IOException {
        CsvRecordReader reader = new CsvRecordReader(new StringReader("a,b"));
        assertEquals(List.of("a", "b"), reader.next());
        assertNull(reader.next());
    }

    @Test
    void refusesStrayQuotes() {
        assertThrows(CsvRecordReader.MalformedRecord.class,
                () -> new CsvRecordReader(new StringReader("a\"b,c\n")).next());
        assertThrows(CsvRecordReader.MalformedRecord.class,
                () -> new CsvRecordReader(new StringReader("\"a\"b,c\n")).next());
    }
}
