package org.mwbench.results.store;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.results.model.ResultRun;

/**
 * The export file: runs as JSON, self-describing (its format and version, what each unit and
 * encoding is), histograms included, so that results from many testbeds meet in one database
 * ({@code mwbench db export}, then {@code mwbench db import FILE} elsewhere).
 */
public final class ResultFile {
    public static final String FORMAT = "mwbench-results";
    public static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultFile() {
    }

    public static void write(List<ResultRun> runs, OutputStream out) throws IOException {
        JSON.writeValue(out, document(runs));
    }

    /** The same, to a writer (left open: a command's standard output). */
    public static void write(List<ResultRun> runs, java.io.Writer out) throws IOException {
        JSON.writer().without(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .writeValue(out, document(runs));
        out.flush();
    }

    private static Map<String, Object> document(List<ResultRun> runs) {
        Map<String, Object> file = new LinkedHashMap<>();
        file.put("format", FORMAT);
        file.put("version", VERSION);
        file.put("description", Map.of(
                "runs", "one entry per run or campaign: plan and its text, inputs, testbed, server configurations, "
                        + "and per series, blade and action type the measures (warm-up left out)",
                "times", "startedAt, endedAt: milliseconds since 1970-01-01T00:00Z",
                "durations", "fields ending in Nanos: nanoseconds; throughput: calls per second",
                "histogram", "the successful calls' durations (ns) as HdrHistogram's compressed encoding "
                        + "(Histogram.encodeIntoCompressedByteBuffer), base64",
                "keys", "runId, testbedId: SHA-256 of what they name, the same in every database"));
        file.put("runs", runs);
        return file;
    }

    /** The runs of an export file; a file of another format or a newer version is refused, saying which. */
    public static List<ResultRun> read(InputStream in, String name) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(in);
        } catch (IOException e) {
            throw new IOException(name + ": not JSON: " + e.getMessage(), e);
        }
        if (root == null || !FORMAT.equals(root.path("format").asText())) {
            throw new IOException(name + ": not an mwbench results file (its \"format\" is not \"" + FORMAT + "\")");
        }
        if (root.path("version").asInt() > VERSION) {
            throw new IOException(name + ": results file version " + root.path("version").asInt()
                    + " is newer than this mwbench reads (" + VERSION + ")");
        }
        List<ResultRun> runs = new ArrayList<>();
        for (JsonNode run : root.path("runs")) {
            runs.add(JSON.treeToValue(run, ResultRun.class).canonical());
        }
        return runs;
    }
}
