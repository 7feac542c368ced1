package org.mwbench.console;

import java.io.IOException;
import java.rmi.NotBoundException;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import org.mwbench.platform.remote.Greeting;
import org.mwbench.platform.remote.SupervisorControl;
import org.mwbench.platform.security.CallProof;
import org.mwbench.platform.security.ProofMaker;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.security.TimeoutClientSocketFactory;
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
    private ProofMaker proofs;

    SupervisorControl connect() throws IOException {
        if (control != null) {
            return control;
        }
        HostAndPort supervisor = HostAndPort.parse(address, "--supervisor");
        int timeoutMillis = timeout.millis();
        SharedSecret key = secret.load();
        try {
            Registry registry = LocateRegistry.getRegistry(supervisor.host(), supervisor.port(),
                    new TimeoutClientSocketFactory(Math.min(5000, timeoutMillis), timeoutMillis));
            control = (SupervisorControl) registry.lookup(SupervisorControl.BINDING);
            Greeting greeting = control.hello();
            proofs = new ProofMaker(key, SupervisorControl.PEER_NAME, greeting.nonce());
            return control;
        } catch (RemoteException | NotBoundException e) {
            throw new IOException("cannot reach a supervisor at " + address + " (is 'mwbench supervisor' running?): "
                    + e.getMessage(), e);
        }
    }

    CallProof proof(String operation) {
        return proofs.next(operation);
    }
}
