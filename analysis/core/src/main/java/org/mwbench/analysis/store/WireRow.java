package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One row of an injector's {@code wire-<protocol>} file: the bytes one sample put on the
 * wire, over all its counted calls. The sample is named with its arguments, such as
 * {@code getCustomers(rep-7,8)}.
 */
public record WireRow(String protocol, String sample, long calls, long bytesSent, long bytesReceived) {
    /** The header the injectors write (org.mwbench.injectors.middleware.WireTally.HEADER). */
    public static final String HEADER = "#sample,calls,bytes_sent,bytes_received,sent_per_call,received_per_call";
    public static final String FILE_PREFIX = "wire-";

    /** The payload size among the sample's arguments: its last number, or -1 without one. */
    public int payloadSize() {
        return ActionTypeName.lastNumber(sample);
    }

    public static List<WireRow> read(Path file) throws IOException {
        String protocol = file.getFileName().toString().substring(FILE_PREFIX.length());
        return CsvFile.read(file, HEADER, f -> new WireRow(protocol, f.get(0), Long.parseLong(f.get(1)),
                Long.parseLong(f.get(2)), Long.parseLong(f.get(3))));
    }
}
