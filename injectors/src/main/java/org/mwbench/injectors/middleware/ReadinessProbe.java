package org.mwbench.injectors.middleware;

import java.time.Duration;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.platform.blade.BladeException;

/**
 * Waits until a server answers a ping through its protocol's own client: a listening
 * socket is not a ready server (an ORB may still be activating its POA, a registry may
 * not hold the binding yet).
 */
final class ReadinessProbe {
    private static final long RETRY_MILLIS = 100;
    /** Each probing ping's bound: a cold first call (an ORB, a channel) fits, a dead server does not hang the deploy. */
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(5);

    private ReadinessProbe() {
    }

    static void await(String protocol, ClassLoader loader, String endpoint, Duration patience, Duration callTimeout,
                      String bladeId) throws BladeException {
        MiddlewareClient client = Middlewares.client(protocol, loader);
        long deadline = System.nanoTime() + patience.toNanos();
        Exception last;
        do {
            try (BenchmarkConnection connection = client.connect(endpoint, ClientSettings.withTimeout(callTimeout))) {
                connection.ping();
                return;
            } catch (Exception e) {
                last = e;
            }
            try {
                Thread.sleep(RETRY_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BladeException("blade " + bladeId + ": interrupted while waiting for its server");
            }
        } while (System.nanoTime() < deadline);
        throw new BladeException("blade " + bladeId + ": the " + protocol + " server at " + endpoint
                + " did not answer a ping within " + patience.toSeconds() + " s (ready_timeout=D in its argument, or "
                + org.mwbench.platform.agent.DeployTimeout.OPTION + " for a server in a JVM of its own, raises it): "
                + Failures.describe(last));
    }
}
