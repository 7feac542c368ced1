package org.mwbench.servers.corba;

import java.time.Duration;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.Mismatch;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * Runs inside {@link IsolatedLoaders}' world, loaded under its contract loader: only JDK
 * types cross the boundary, so the test's own copy of the contract is never mixed in.
 */
public final class IsolatedConformance {
    private IsolatedConformance() {
    }

    /**
     * The client of {@code clientProtocol} against a server of {@code serverProtocol} started here.
     *
     * @param callTimeout the client's call timeout, only a hang guard (LoadedMachine's answered
     *     call): the caller passes it in, since this class's loader sees the contract's main jar
     *     and not its test jar
     */
    public static String check(String serverProtocol, ClassLoader serverLoader, String clientProtocol,
                               ClassLoader clientLoader, Duration callTimeout) throws Exception {
        try (ServerHandle handle = Middlewares.server(serverProtocol, serverLoader)
                .start(ServerSettings.loopback(), new ReferenceService());
             BenchmarkConnection connection = Middlewares.client(clientProtocol, clientLoader)
                     .connect(handle.endpoint(), ClientSettings.withTimeout(callTimeout))) {
            StringBuilder report = new StringBuilder();
            for (Mismatch mismatch : Conformance.check(connection)) {
                report.append(mismatch).append('\n');
            }
            return report.toString();
        }
    }

    /** The client of {@code clientProtocol} against a server already running at {@code endpoint}: a native one, say. */
    public static String checkEndpoint(String endpoint, String clientProtocol, ClassLoader clientLoader,
                                       Duration callTimeout) throws Exception {
        try (BenchmarkConnection connection = Middlewares.client(clientProtocol, clientLoader)
                .connect(endpoint, ClientSettings.withTimeout(callTimeout))) {
            StringBuilder report = new StringBuilder();
            for (Mismatch mismatch : Conformance.check(connection)) {
                report.append(mismatch).append('\n');
            }
            return report.toString();
        }
    }
}
