package org.mwbench.servers.httpjson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The one Jackson configuration both sides use, and the readers and writers built from it
 * once: Jackson's {@link ObjectReader}s and {@link ObjectWriter}s are immutable and
 * thread-safe, and building one per call would be measured as JSON cost.
 *
 * <p>Jackson's defaults, with two choices: no polymorphic typing is enabled (a JSON body can
 * only ever become the declared type), and trailing tokens after the value are refused.
 * Jackson's own stream limits (nesting depth, number and string lengths) stay at their
 * defaults; the server also bounds the body's size.
 */
public final class JsonMapping {
    /** The one mapper; never configured after this class is initialized. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    public static final ObjectWriter WRITER = MAPPER.writer();
    public static final ObjectReader LONG = MAPPER.readerFor(Long.class);
    public static final ObjectReader STRING = MAPPER.readerFor(String.class);
    public static final ObjectReader ITEMS = MAPPER.readerFor(Data2[].class);
    public static final ObjectReader CUSTOMER = MAPPER.readerFor(Data3.class);
    public static final ObjectReader CUSTOMERS = MAPPER.readerFor(Data3[].class);
    public static final ObjectReader BYTES = MAPPER.readerFor(byte[].class);
    public static final ObjectReader SHORTS = MAPPER.readerFor(short[].class);
    public static final ObjectReader ERROR = MAPPER.readerFor(Map.class);

    /** The media type of every body. */
    public static final String CONTENT_TYPE = "application/json";

    private JsonMapping() {
    }

    /**
     * The body of a failure reply: {@code {"error":"<exception class>","message":"..."}}.
     */
    static byte[] error(String error, String message) {
        Map<String, String> body = new LinkedHashMap<>(4);
        body.put("error", error);
        body.put("message", message);
        try {
            return WRITER.writeValueAsBytes(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("two strings would not make JSON", e);
        }
    }
}
