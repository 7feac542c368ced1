package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evil.Payload;
import java.io.IOException;
import java.io.InvalidClassException;
import java.net.SocketException;
import java.net.URI;
import java.net.URL;
import java.rmi.MarshalException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.ServerException;
import java.rmi.UnmarshalException;
import java.rmi.server.UnicastRemoteObject;
import java.text.SimpleDateFormat;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Real RMI calls on 127.0.0.1 through {@link RmiEndpoints#export}: what the filter lets through and what it stops. */
class RmiRoundTripTest {

    private static final String AGENT = "agent-rmi";

    private final List<Remote> exported = new ArrayList<>();
    private final SharedSecret secret = SharedSecret.of(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
    private final ProofChecker checker = new ProofChecker(secret, AGENT);
    private TestService service;

    @BeforeEach
    void exportService() throws RemoteException {
        service = export(new TestServiceImpl(checker));
    }

    @AfterEach
    void unexportAll() {
        exported.forEach(RmiEndpoints::unexport);
    }

    @Test
    void listAndRecordArgumentsArrive() throws RemoteException {
        assertEquals(3, service.count(new ArrayList<>(List.of("a", "b", "c"))));
        assertEquals(2, service.count(List.of("immutable", "list")));
        Sample sample = new Sample("blade-1", 42, List.of("http", "get"), Duration.ofMillis(1500));
        assertEquals(sample, service.echo(sample));
    }

    @Test
    void argumentOutsideTheAllowListIsRejectedBeforeItsCodeRuns() throws Exception {
        Payload.DESERIALIZED.set(false);

        RemoteException e = assertThrows(RemoteException.class, () -> service.accept(new Payload("rm -rf /")));

        assertTrue(inChain(e, UnmarshalException.class) && inChain(e, InvalidClassException.class), chain(e));
        assertTrue(chain(e).contains("REJECTED"), chain(e));
        assertFalse(Payload.DESERIALIZED.get(), "Payload.readObject must never run");
        URL urlDnsGadget = URI.create("http://127.0.0.1/").toURL();
        RemoteException jdkClass = assertThrows(RemoteException.class, () -> service.accept(urlDnsGadget));
        assertTrue(inChain(jdkClass, InvalidClassException.class), chain(jdkClass));
        assertEquals("still fine", service.accept("still fine"), "a rejected call does not break the endpoint");
    }

    /**
     * The server stops reading at the first rejected class and drops the connection. A large argument
     * is then still being written by the client, which sees the connection cut (MarshalException caused
     * by a SocketException) instead of the server's verdict. Either way the call fails, nothing is
     * instantiated, and the endpoint keeps serving.
     */
    @Test
    void largeRejectedArgumentFailsTheCallEitherWay() throws RemoteException {
        RemoteException e = assertThrows(RemoteException.class, () -> service.accept(new SimpleDateFormat("yyyy")));

        assertTrue(inChain(e, InvalidClassException.class)
                || (e instanceof MarshalException && inChain(e, SocketException.class)), chain(e));
        assertEquals("still fine", service.accept("still fine"));
    }

    @Test
    void runtimeExceptionThrownByTheRemoteMethodReachesTheClient() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> service.fail("blade not ready"));

        assertEquals("blade not ready", e.getMessage());
    }

    @Test
    void exceptionsAsArgumentsAreAdmitted() throws RemoteException {
        Exception failure = new ServerException("agent failed",
                new UnmarshalException("bad data", new InvalidClassException("x.Y", "no such class")));
        failure.addSuppressed(new IOException("also this"));
        assertEquals("ServerException <- UnmarshalException <- InvalidClassException", service.describe(failure));
        assertEquals("CompletionException <- TimeoutException",
                service.describe(new CompletionException(new TimeoutException("slow blade"))));
        assertEquals("ConnectException <- ConnectException",
                service.describe(new java.rmi.ConnectException("down", new java.net.ConnectException("refused"))));
    }

    @Test
    void callbackStubAsArgumentIsAdmitted() throws RemoteException {
        Greeter greeter = export(new Prefixing("hello "));

        assertEquals("hello supervisor", service.callBack(greeter, "supervisor"));
    }

    @Test
    void stubExportedWithoutCustomFactoriesIsAdmittedToo() throws RemoteException {
        Greeter plainImpl = new Prefixing("hi ");
        Greeter plain = (Greeter) UnicastRemoteObject.exportObject(plainImpl, 0);
        try {
            assertEquals("hi there", service.callBack(plain, "there"));
        } finally {
            RmiEndpoints.unexport(plainImpl);
        }
    }

    @Test
    void proofsTravelAndRefusalsCrossAsSecurityException() throws RemoteException {
        String nonce = checker.newSession();
        ProofMaker maker = new ProofMaker(secret, AGENT, nonce);
        assertEquals("done: start", service.guarded(maker.next("start"), "start"));

        // The nonce is no secret: an impostor has it, but not the shared secret.
        ProofMaker impostor = new ProofMaker(SharedSecret.of(new byte[16]), AGENT, nonce);
        SecurityException e = assertThrows(SecurityException.class, () -> service.guarded(impostor.next("stop"), "stop"));
        assertTrue(e.getMessage().contains(secret.fingerprint()), e.getMessage());
    }

    private <T extends Remote> T export(T impl) throws RemoteException {
        T stub = RmiEndpoints.export(impl, Loopback.ADDRESS, 0, 10_000);
        exported.add(impl);
        return stub;
    }

    private static final class Prefixing implements Greeter {
        private final String prefix;

        Prefixing(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public String greet(String name) {
            return prefix + name;
        }
    }

    static boolean inChain(Throwable t, Class<? extends Throwable> type) {
        for (; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    static String chain(Throwable t) {
        StringBuilder sb = new StringBuilder();
        for (; t != null; t = t.getCause()) {
            sb.append(sb.length() == 0 ? "" : " <- ").append(t.getClass().getName()).append(": ").append(t.getMessage());
        }
        return sb.toString();
    }
}
