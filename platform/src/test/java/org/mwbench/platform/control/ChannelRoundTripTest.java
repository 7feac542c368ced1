package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.SocketTimeoutException;
import java.rmi.RemoteException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.security.RmiEndpoints;
import org.mwbench.platform.security.SharedSecret;

/** What a sealed channel does for a caller that holds the secret, over real RMI on loopback. */
class ChannelRoundTripTest {

    private final SharedSecret secret = ExportedControl.newSecret();

    @Test
    void operationsRoundTripWithTheirArgumentsAndResults() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret)) {
            TestControl control = exported.connect(secret);

            assertEquals("hello", control.echo("hello"));
            assertEquals(null, control.echo(null));
            assertArrayEquals(new byte[1000], control.bytes(1000));
            assertEquals(3, exported.implementation.executed());
        }
    }

    /** A deploy with its plan files can be larger than a frame: it travels in parts, each sealed. */
    @Test
    void argumentsLargerThanAPartTravelInParts() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret)) {
            TestControl control = exported.connect(secret);
            int size = 3 * ControlLimits.PART_BYTES + 12345;

            assertEquals(size, control.length(new byte[size]));
            assertEquals(1, exported.implementation.executed(), "the parts make one call");
            assertEquals("still fine", control.echo("still fine"));
        }
    }

    @Test
    void aReplyLargerThanAFrameIsAFailureNotAnAllocation() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret)) {
            TestControl control = exported.connect(secret);

            RemoteException e = assertThrows(RemoteException.class, () -> control.bytes(2 * ControlLimits.PART_BYTES));
            assertTrue(e.getMessage().contains("over the"), e.getMessage());
            assertArrayEquals(new byte[ControlLimits.PART_BYTES], control.bytes(ControlLimits.PART_BYTES),
                    "a collect chunk still fits");
        }
    }

    @Test
    void declaredFailuresArriveAsThemselvesOthersAsTheirMessageOnly() throws Exception {
        try (ExportedControl exported = new ExportedControl(secret)) {
            TestControl control = exported.connect(secret);

            TestControlException declared = assertThrows(TestControlException.class, () -> control.failDeclared("plan line 3"));
            assertEquals("plan line 3", declared.getMessage());
            RemoteException undeclared = assertThrows(RemoteException.class, () -> control.failUndeclared("boom"));
            assertTrue(undeclared.getMessage().contains("IllegalStateException: boom"), undeclared.getMessage());
            assertFalse(ExportedControl.inChain(undeclared, IllegalStateException.class),
                    "an undeclared failure's objects stay on the callee's side");
        }
    }

    @Test
    void aCallSlowerThanTheCallTimeoutFailsInsteadOfHanging() throws Exception {
        int callTimeoutMillis = 500;
        try (ExportedControl exported = new ExportedControl(secret, callTimeoutMillis, false)) {
            TestControl control = exported.connect(secret);
            control.sleep(1); // connection established, so only the read timeout is measured below
            long start = System.nanoTime();

            // The sleep would end after 4 s: a SocketTimeoutException is the call timeout's work.
            RemoteException e = assertTimeoutPreemptively(LoadedMachine.hangGuard(Duration.ofMillis(callTimeoutMillis)),
                    () -> assertThrows(RemoteException.class, () -> control.sleep(4000)));

            long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(elapsedMillis >= callTimeoutMillis - 50, "failed too early: " + elapsedMillis + " ms");
            assertTrue(ExportedControl.inChain(e, SocketTimeoutException.class), e.toString());
        }
    }

    @Test
    void aCallToAnEndpointThatIsGoneFailsFast() throws Exception {
        ExportedControl exported = new ExportedControl(secret, 2000, false);
        TestControl control = exported.connect(secret);
        exported.close();
        RmiEndpoints.unexport(exported.server); // twice is harmless

        assertTimeoutPreemptively(LoadedMachine.hangGuard(Duration.ofMillis(2000)),
                () -> assertThrows(RemoteException.class, () -> control.echo("anyone?")));
    }

    @Test
    void aCalleeInTheSameProcessIsCalledThroughTheSameFrames() throws Exception {
        TestControlImpl implementation = new TestControlImpl();
        ChannelServer local = ChannelServer.inProcess(TestControl.class, implementation, "local host", secret);
        TestControl control = ChannelClient.connect(TestControl.class, local, secret, "local host");

        assertEquals("here", control.echo("here"));
        assertThrows(TestControlException.class, () -> control.failDeclared("x"));
        assertThrows(PeerNotProvenException.class,
                () -> ChannelClient.connect(TestControl.class, local, ExportedControl.newSecret(), "local host"));
    }

    @Test
    void anInterfaceTheChannelCannotCarryIsRefusedBeforeAnyTraffic() {
        interface Overloaded {
            void op(String a) throws RemoteException;

            void op(int a) throws RemoteException;
        }
        interface NoRemoteException {
            void op();
        }
        ChannelServer local = ChannelServer.inProcess(TestControl.class, new TestControlImpl(), "p", secret);
        assertThrows(IllegalArgumentException.class, () -> ChannelClient.connect(Overloaded.class, local, secret, "p"));
        assertThrows(IllegalArgumentException.class, () -> ChannelClient.connect(NoRemoteException.class, local, secret, "p"));
    }
}
