package org.mwbench.plugins.rmiiiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.rmi.RemoteException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;

/**
 * The protocol in a class loader of its own whose parent holds only the contract, called
 * from a thread whose context class loader sees only the contract, as an injector's virtual
 * users are: the set-up switches the context loader, the calls do not need it.
 */
class IsolatedPluginLoaderTest {
    /** The call timeout of connections whose calls the test expects answered: only a hang guard. */
    private static final Duration TIMEOUT = LoadedMachine.ANSWERED_CALL;

    @Test
    void conformsInAClassLoaderOfItsOwn() throws Throwable {
        try (IsolatedProtocol protocol = new IsolatedProtocol()) {
            assertThrows(ClassNotFoundException.class, () -> protocol.contract.loadClass("org.omg.CORBA.ORB"),
                    "the parent must not see the ORB");
            assertSame(protocol.plugin, protocol.server().getClass().getClassLoader());
            assertSame(protocol.plugin, protocol.client().getClass().getClassLoader());
            withContextLoader(protocol.contract, () -> {
                try (AutoCloseable handle = protocol.start(protocol.referenceService());
                     AutoCloseable connection = protocol.connect(handle, TIMEOUT)) {
                    protocol.assertConforms(connection);
                }
            });
        }
    }

    /**
     * The counting sockets ({@code socket-type=socket}): the ORB finds the plugin's socket
     * factory by name, and its sockets and counter are the contract loader's classes.
     */
    @Test
    void theCountingTransportConformsAndCountsInAClassLoaderOfItsOwn() throws Throwable {
        try (IsolatedProtocol protocol = new IsolatedProtocol()) {
            withContextLoader(protocol.contract, () -> {
                try (AutoCloseable handle = protocol.start(protocol.referenceService());
                     AutoCloseable connection = protocol.connect(handle, TIMEOUT, Map.of("socket-type", "socket"))) {
                    assertTrue(protocol.wireCounter(connection).isPresent(), "a counter");
                    protocol.assertConforms(connection);
                    assertTrue(protocol.bytesReceived(connection) > 0, "the calls were counted");
                }
            });
        }
    }

    /**
     * White-box timing: both ORBs find the CORBA servers' interceptor initializers by name, as
     * they find the socket factory, and the server's part comes back to the contract loader's
     * thread record.
     */
    @Test
    void whiteBoxInterceptorsRunInAClassLoaderOfTheirOwn() throws Throwable {
        Map<String, String> on = Map.of("whitebox", "true");
        try (IsolatedProtocol protocol = new IsolatedProtocol()) {
            withContextLoader(protocol.contract, () -> {
                try (AutoCloseable handle = protocol.start(protocol.referenceService(), on);
                     AutoCloseable connection = protocol.connect(handle, TIMEOUT, on)) {
                    assertTrue(protocol.whiteBoxTimed(connection), "white-box timed");
                    protocol.assertConforms(connection);
                    assertTrue(protocol.lastServerNanos() >= 0, "the server's part came back");
                }
            });
        }
    }

    /**
     * A server-side failure comes back as a CORBA system exception whose class GlassFish
     * loads through the calling thread's context class loader. A caller that cannot see the
     * ORB still gets a failed call, but GlassFish can only report "Bad system exception in
     * reply" (its ClassNotFoundException names the system exception); a caller whose context
     * loader is the plugin's gets the service's own exception.
     */
    @Test
    void aServerFailureFailsTheCallWhateverTheContextLoader() throws Throwable {
        try (IsolatedProtocol protocol = new IsolatedProtocol()) {
            IllegalStateException failure = new IllegalStateException("no customer today");
            try (AutoCloseable handle = protocol.start(protocol.failingService(failure));
                 AutoCloseable connection = protocol.connect(handle, TIMEOUT)) {
                withContextLoader(protocol.contract, () -> {
                    RemoteException degraded = assertThrows(RemoteException.class,
                            () -> protocol.getCustomer(connection, "C-1"));
                    assertTrue(String.valueOf(degraded.getMessage()).contains("INTERNAL"), String.valueOf(degraded));
                });
                withContextLoader(protocol.plugin, () -> {
                    IllegalStateException reported = assertThrows(IllegalStateException.class,
                            () -> protocol.getCustomer(connection, "C-1"));
                    assertEquals(failure.getMessage(), reported.getMessage());
                });
            }
        }
    }

    private interface Work {
        void run() throws Throwable;
    }

    private static void withContextLoader(ClassLoader loader, Work work) throws Throwable {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            work.run();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
