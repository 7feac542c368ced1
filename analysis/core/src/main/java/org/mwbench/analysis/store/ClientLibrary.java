package org.mwbench.analysis.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * An injector blade's {@code client-<protocol>} file: which client library made one plugin's
 * calls, with its version, and the protocol of the server it called (HTTP/JSON's variants all
 * call the {@code http-json} server). Written by clients that name their library: the HTTP-based
 * rows, where the library is the user's choice and part of what is measured.
 */
public record ClientLibrary(String protocol, String serverProtocol, String library) {
    public static final String FILE_PREFIX = "client-";

    public static ClientLibrary read(Path file) throws IOException {
        Map<String, String> fields = ServerConfig.read(file);
        return new ClientLibrary(fields.getOrDefault("protocol", ""), fields.getOrDefault("server_protocol", ""),
                fields.getOrDefault("library", ""));
    }
}
