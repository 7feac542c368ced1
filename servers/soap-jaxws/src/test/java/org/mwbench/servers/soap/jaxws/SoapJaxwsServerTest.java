package org.mwbench.servers.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.JdkHttpServerProperties;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.ServiceLimits;
import org.mwbench.contract.middleware.PortChecks;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

class SoapJaxwsServerTest {

    @Test
    void closeFreesTheChosenPortAndAGivenOne() throws Exception {
        ServerHandle any = new SoapJaxwsServer().start(ServerSettings.loopback(), new ReferenceService());
        int port = SoapEndpoint.parse(any.endpoint()).port();
        assertEquals(200, RawHttp.post(any.endpoint(), RawHttp.getCustomer("C-1")).status());
        any.close();
        any.close();
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);

        ServerHandle given = new SoapJaxwsServer().start(new ServerSettings(ServerSettings.LOOPBACK, port, Map.of()),
                new ReferenceService());
        assertEquals(new SoapEndpoint(ServerSettings.LOOPBACK, port).toString(), given.endpoint());
        given.close();
        PortChecks.assertBindable(ServerSettings.LOOPBACK, port);
    }

    @Test
    void setsNoDelayOnTheJdksHttpServer() throws Exception {
        ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), new ReferenceService());
        handle.close();
        assertEquals("true", System.getProperty(JdkHttpServerProperties.NODELAY));
    }

    @Test
    void aFaultCarriesTheMessageAndNoStackTrace() throws Exception {
        try (ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), new ReferenceService())) {
            String oversized = String.format(RawHttp.ENVELOPE, "<m:getString xmlns:m=\"" + SoapNames.NAMESPACE
                    + "\"><n>" + Integer.MAX_VALUE + "</n></m:getString>");
            RawHttp.Answer fault = RawHttp.post(handle.endpoint(), oversized);
            assertEquals(500, fault.status(), fault.body());
            assertTrue(fault.body().contains("limit of " + ServiceLimits.MAX_STRING_LENGTH), fault.body());
            assertFalse(fault.body().contains("stackTrace") || fault.body().contains(".java:"), fault.body());
        }
    }

    @Test
    void aBusyPortFailsWithTheJdksBindException() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(ServerSettings.LOOPBACK))) {
            ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, taken.getLocalPort(), Map.of());
            BindException failure = assertThrows(BindException.class,
                    () -> new SoapJaxwsServer().start(settings, new ReferenceService()).close());
            assertTrue(String.valueOf(failure.getMessage()).contains("in use"), failure.toString());
        }
    }

    @Test
    void optionsAreCheckedAndUsed() throws Exception {
        for (Map<String, String> wrong : List.of(Map.of("threads", "0"), Map.of("threads", "many"),
                Map.of("max-request-bytes", "-1"), Map.of("thread", "4"))) {
            ServerSettings settings = new ServerSettings(ServerSettings.LOOPBACK, 0, wrong);
            assertThrows(IllegalArgumentException.class, () -> new SoapJaxwsServer().start(settings, new ReferenceService()),
                    wrong.toString());
        }
        AtomicReference<Thread> worker = new AtomicReference<>();
        ForwardingService recording = new ForwardingService() {
            @Override
            public Data3 getCustomer(String id) throws Exception {
                worker.set(Thread.currentThread());
                return super.getCustomer(id);
            }
        };
        ServerSettings twoThreads = new ServerSettings(ServerSettings.LOOPBACK, 0, Map.of("threads", "2"));
        try (ServerHandle handle = new SoapJaxwsServer().start(twoThreads, recording)) {
            assertEquals(200, RawHttp.post(handle.endpoint(), RawHttp.getCustomer("C-1")).status());
            int port = SoapEndpoint.parse(handle.endpoint()).port();
            assertTrue(worker.get().getName().startsWith("mwbench-soap-jaxws-" + port + "-worker-"), worker.get().getName());
            assertTrue(worker.get().isDaemon());
            assertSame(SoapJaxwsServer.class.getClassLoader(), worker.get().getContextClassLoader());
        }
    }

    @Test
    void aServiceCallStuckInTheServerDoesNotHoldItsClose() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ForwardingService stuck = new ForwardingService() {
            @Override
            public Data3 getCustomer(String id) throws Exception {
                entered.countDown();
                release.await(); // past the hang guard below, so a close that waited for it fails
                return super.getCustomer(id);
            }
        };
        ServerHandle handle = new SoapJaxwsServer().start(ServerSettings.loopback(), stuck);
        Thread caller = new Thread(() -> {
            try {
                RawHttp.post(handle.endpoint(), RawHttp.getCustomer("C-1"));
            } catch (Exception e) {
                // the server closes under the call
            }
        });
        caller.setDaemon(true);
        caller.start();
        try {
            assertTrue(entered.await(LoadedMachine.HANG_GUARD_SECONDS, TimeUnit.SECONDS), "the call reached the service");
            assertTimeoutPreemptively(LoadedMachine.HANG_GUARD, handle::close);
            PortChecks.assertBindable(ServerSettings.LOOPBACK, SoapEndpoint.parse(handle.endpoint()).port());
        } finally {
            release.countDown();
            handle.close();
        }
    }

    @Test
    void theWildcardAddressPublishesAnAddressClientsCanUse() throws Exception {
        try (ServerHandle handle = new SoapJaxwsServer().start(new ServerSettings("0.0.0.0", 0, Map.of()),
                new ReferenceService())) {
            assertFalse(handle.endpoint().contains("0.0.0.0"), handle.endpoint());
            SoapEndpoint.parse(handle.endpoint());
        }
    }
}
