package org.mwbench.console;

import java.io.IOException;
import java.nio.file.Path;
import org.mwbench.platform.security.SharedSecret;
import picocli.CommandLine.Option;

/** The shared-secret option every command that talks to agents or supervisors has. */
final class SecretOption {
    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "The shared secret that supervisor and agents prove they hold. "
                    + "Default: $MWBENCH_SECRET_FILE or ~/.mwbench/secret, created on first use; "
                    + "copy it to every agent host.")
    Path file;

    SharedSecret load() throws IOException {
        return SharedSecret.loadOrCreate(path());
    }

    /** The file the secret is kept in, for processes this one starts. */
    Path path() {
        return file != null ? file : SharedSecret.defaultFile();
    }
}
