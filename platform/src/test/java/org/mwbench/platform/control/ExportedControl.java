package org.mwbench.platform.control;

import java.rmi.RemoteException;
import org.mwbench.platform.security.ConnectionDeadlines;
import org.mwbench.platform.security.Loopback;
import org.mwbench.platform.security.RmiEndpoints;
import org.mwbench.platform.security.SharedSecret;

/** A {@link TestControl} exported on loopback for one test, unexported when the test ends. */
final class ExportedControl implements AutoCloseable {
    static final String PEER = "test-peer";

    final TestControlImpl implementation = new TestControlImpl();
    final ChannelServer server;
    final ControlChannel stub;

    ExportedControl(SharedSecret secret, int callTimeoutMillis, boolean tls, ConnectionDeadlines deadlines)
            throws RemoteException {
        server = ChannelServer.serving(TestControl.class, implementation, PEER, secret);
        stub = RmiEndpoints.exportChannel(server, Loopback.ADDRESS, 0, callTimeoutMillis, tls, deadlines);
    }

    ExportedControl(SharedSecret secret, int callTimeoutMillis, boolean tls) throws RemoteException {
        this(secret, callTimeoutMillis, tls, ConnectionDeadlines.DEFAULT);
    }

    ExportedControl(SharedSecret secret) throws RemoteException {
        this(secret, 5000, false);
    }

    TestControl connect(SharedSecret secret) throws RemoteException {
        return ChannelClient.connect(TestControl.class, stub, secret, PEER);
    }

    @Override
    public void close() {
        RmiEndpoints.unexport(server);
    }

    static SharedSecret newSecret() {
        byte[] key = new byte[32];
        new java.security.SecureRandom().nextBytes(key);
        return SharedSecret.of(key);
    }

    /** Whether the chain of causes holds a {@code type}, and the chain as text for failure messages. */
    static boolean inChain(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }
}
