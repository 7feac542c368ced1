package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.rpc.service.GenericService;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.dubbo.transport.ExactAddressTransporter;

/**
 * Dubbo's STRICT class check, both ways: an argument of a class the contract does not have (sent
 * through Dubbo's generic call, which takes any object) and a reply holding one are refused, the
 * failure naming the class. The class is Serializable and lives in the server's own package,
 * which Dubbo would trust by default (autoTrustSerializeClass): the policy turns that off.
 *
 * <p>Where it is refused differs: the dubbo protocol checks as it reads, so its server refuses the
 * argument and its client the reply. Triple checks as it writes too: its client refuses to send
 * the argument ("Serialize request failed", or in some runs "Call aborted cause client exception"
 * with a NullPointerException of its stream's channel: only the failure is checked), and its
 * server fails to send the reply, which the
 * client sees as {@code UNKNOWN : Internal Server Error} without the class's name (the server
 * logs it).
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
@SuppressWarnings("try") // close() of the contract interfaces declares Exception; the tests let it propagate
class SerializationPolicyTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void anArgumentOfAClassOutsideTheContractIsRefused(DubboWire wire) throws Exception {
        try (ServerHandle handle = TestClient.server(wire).start(ServerSettings.loopback(), new ReferenceService())) {
            ReferenceConfig<GenericService> reference = new ReferenceConfig<>();
            reference.setInterface(DubboBenchmark.class.getName());
            reference.setGeneric("true");
            reference.setUrl(handle.endpoint());
            reference.setTimeout((int) TIMEOUT.toMillis());
            reference.setRetries(0);
            reference.setClient(ExactAddressTransporter.NAME); // the endpoint's loopback address, as the product's client dials
            try (DubboFramework client = DubboFramework.start("mwbench-test-generic", bootstrap -> bootstrap.reference(reference))) {
                GenericService generic = reference.get();
                assertEquals(27L, generic.$invoke("cube", new String[] {"long"}, new Object[] {3L}), "an allowed call");
                Exception refused = assertThrows(Exception.class, () -> generic.$invoke("getCustomer",
                        new String[] {String.class.getName()}, new Object[] {new ForeignAddress()}));
                System.out.println(wire + ": the argument was refused: " + causeChain(refused));
                if (wire == DubboWire.DUBBO) {
                    assertTrue(causeChain(refused).contains(ForeignAddress.class.getName()), causeChain(refused));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    void aReplyHoldingAClassOutsideTheContractIsRefused(DubboWire wire) throws Exception {
        ForwardingService foreign = new ForwardingService() {
            @Override
            public Data3 getCustomer(String id) throws Exception {
                Data3 customer = super.getCustomer(id);
                customer.setAddress(new ForeignAddress());
                return customer;
            }
        };
        try (ServerHandle handle = TestClient.server(wire).start(ServerSettings.loopback(), foreign);
             BenchmarkConnection connection = new TestClient(wire).connect(handle.endpoint(),
                     ClientSettings.withTimeout(TIMEOUT))) {
            Exception refused = assertThrows(Exception.class, () -> connection.getCustomer("c1"));
            System.out.println(wire + ": the reply was refused: " + causeChain(refused));
            String expected = wire == DubboWire.DUBBO ? ForeignAddress.class.getName() : "Internal Server Error";
            assertTrue(causeChain(refused).contains(expected), causeChain(refused));
            assertEquals(8, connection.cube(2), "the connection goes on");
        }
    }

    private static String causeChain(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null && text.length() < 10_000; t = t.getCause()) {
            text.append(t).append(" / ");
        }
        return text.toString();
    }
}
