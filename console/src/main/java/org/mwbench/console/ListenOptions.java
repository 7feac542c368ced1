package org.mwbench.console;

import java.net.InetAddress;
import java.net.UnknownHostException;
import picocli.CommandLine.Option;

/** Where a command's endpoints listen: loopback unless the user says otherwise. */
final class ListenOptions {
    @Option(names = "--bind", paramLabel = "ADDR", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, loopback only).")
    String bind;

    InetAddress address() throws UnknownHostException {
        return InetAddress.getByName(bind);
    }
}
