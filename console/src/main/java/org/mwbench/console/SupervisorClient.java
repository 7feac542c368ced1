package org.mwbench.console;

import java.io.IOException;
import java.rmi.NotBoundException;
import org.mwbench.platform.control.ChannelClient;
import org.mwbench.platform.control.PeerNotProvenException;
import org.mwbench.platform.control.ReadOnlyRegistry;
import org.mwbench.platform.remote.SupervisorControl;
import org.mwbench.platform.security.SharedSecret;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** A command's connection to a running supervisor, with the options every such command has. */
final class SupervisorClient {
    @Option(names = "--supervisor", paramLabel = "HOST:PORT", defaultValue = "127.0.0.1:1234",
            description = "The running supervisor (default: ${DEFAULT-VALUE}).")
    String address;

    @Mixin
    CallTimeoutOption timeout;

    @Mixin
    SecretOption secret;

    private SupervisorControl control;

    SupervisorControl connect() throws IOException {
        if (control != null) {
            return control;
        }
        HostAndPort supervisor = HostAndPort.parse(address, "--supervisor");
        int timeoutMillis = timeout.millis();
        SharedSecret key = secret.load();
        try {
            control = ChannelClient.connect(SupervisorControl.class,
                    ReadOnlyRegistry.lookup(supervisor.host(), supervisor.port(), SupervisorControl.BINDING,
                            Math.min(5000, timeoutMillis)),
                    key, SupervisorControl.PEER_NAME);
            return control;
        } catch (PeerNotProvenException e) {
            throw new IOException("the supervisor at " + address + " is not to be trusted: " + e.getMessage(), e);
        } catch (IOException | NotBoundException e) {
            throw new IOException("cannot reach a supervisor at " + address + " (is 'mwbench supervisor' running?): "
                    + e.getMessage(), e);
        }
    }
}
