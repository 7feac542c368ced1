package org.mwbench.servers.httpjson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Arrays;

/**
 * Reads a request's arguments, a JSON array, one typed value at a time with Jackson's
 * streaming parser: no tree and no intermediate objects for a handful of scalars.
 * Any deviation (not an array, a wrong type, one argument too many or too few, trailing
 * content) is a {@link BadRequestException}.
 */
final class JsonArguments implements AutoCloseable {
    private final JsonParser parser;

    JsonArguments(byte[] body) throws IOException {
        parser = JsonMapping.MAPPER.getFactory().createParser(body);
        expect(parser.nextToken() == JsonToken.START_ARRAY, "a JSON array of the arguments");
    }

    long nextLong() throws IOException {
        expect(parser.nextToken() == JsonToken.VALUE_NUMBER_INT, "an integer");
        return parser.getLongValue();
    }

    int nextInt() throws IOException {
        expect(parser.nextToken() == JsonToken.VALUE_NUMBER_INT, "an integer");
        return parser.getIntValue();
    }

    String nextString() throws IOException {
        expect(parser.nextToken() == JsonToken.VALUE_STRING, "a string");
        return parser.getText();
    }

    /** A base64 string, as Jackson writes a {@code byte[]}. */
    byte[] nextBytes() throws IOException {
        expect(parser.nextToken() == JsonToken.VALUE_STRING, "a base64 string");
        return parser.getBinaryValue();
    }

    /**
     * A JSON array of integers, each in the range of a short: Jackson's own {@code short[]}
     * reading would accept 40000 and keep its low 16 bits.
     */
    short[] nextShorts() throws IOException {
        expect(parser.nextToken() == JsonToken.START_ARRAY, "an array of shorts");
        short[] shorts = new short[64];
        int count = 0;
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            expect(token == JsonToken.VALUE_NUMBER_INT, "an integer or the end of the shorts");
            int value = parser.getIntValue();
            expect(value == (short) value, "an integer from -32768 to 32767");
            if (count == shorts.length) {
                shorts = Arrays.copyOf(shorts, 2 * count);
            }
            shorts[count++] = (short) value;
        }
        return Arrays.copyOf(shorts, count);
    }

    /** Requires the end of the array, and nothing after it. */
    void end() throws IOException {
        expect(parser.nextToken() == JsonToken.END_ARRAY, "the end of the arguments");
        expect(parser.nextToken() == null, "nothing after the arguments");
    }

    private void expect(boolean condition, String what) throws BadRequestException {
        if (!condition) {
            throw new BadRequestException("expected " + what + " at " + parser.currentLocation().offsetDescription());
        }
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
