package org.mwbench.plugins.ejb.openejb;

import org.mwbench.contract.Conformance;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.ejb.openejb.OpenEjbServer;

/**
 * Boots the container, serves the reference bean, connects the client and runs the contract's
 * whole conformance check, all in this JVM: {@link OpenEjbOnJdk25Test} runs it on JDK 25. Exits 0
 * when every answer conforms; a failure's stack trace goes to standard error.
 */
public final class OnJdk25Check {
    private OnJdk25Check() {
    }

    public static void main(String[] args) throws Exception {
        try (ServerHandle server = new OpenEjbServer().start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = new OpenEjbClient().connect(server.endpoint(),
                     ClientSettings.withTimeout(LoadedMachine.ANSWERED_CALL))) {
            Conformance.assertConforms(connection);
            System.out.println("conforms on Java " + Runtime.version() + " at " + server.endpoint());
        }
        System.exit(0);
    }
}
