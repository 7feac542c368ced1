package org.mwbench.servers.soap.jaxws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/** What the server refuses before the SOAP stack parses it, and that it goes on serving after. */
class RequestGuardTest {

    private static ServerHandle start(long maxRequestBytes) throws Exception {
        return new SoapJaxwsServer().start(new ServerSettings(ServerSettings.LOOPBACK, 0,
                Map.of(SoapJaxwsServer.MAX_REQUEST_BYTES, Long.toString(maxRequestBytes))), new ReferenceService());
    }

    @Test
    void aPlainRequestIsServed() throws Exception {
        try (ServerHandle handle = start(SoapJaxwsServer.DEFAULT_MAX_REQUEST_BYTES)) {
            RawHttp.Answer answer = RawHttp.post(handle.endpoint(), RawHttp.getCustomer("C-42"));
            assertEquals(200, answer.status(), answer.body());
            assertTrue(answer.body().contains("<customer>C-42</customer>"), answer.body());
        }
    }

    @Test
    void aDoctypeIsRefusedAndNoEntityIsRead() throws Exception {
        try (ServerHandle handle = start(SoapJaxwsServer.DEFAULT_MAX_REQUEST_BYTES)) {
            String[] attacks = {
                "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY xxe SYSTEM \"file:///etc/hostname\">]>" + RawHttp.getCustomer("&xxe;"),
                "<!DOCTYPE x [<!ENTITY a \"aaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>" + RawHttp.getCustomer("&b;"),
                "<!DOCTYPE x SYSTEM \"http://127.0.0.1:9/dtd\">" + RawHttp.getCustomer("C-1"),
                "<!DOCTYPE x>" + RawHttp.getCustomer("C-1"),
            };
            for (String attack : attacks) {
                RawHttp.Answer answer = RawHttp.post(handle.endpoint(), attack);
                assertEquals(400, answer.status(), attack);
                assertTrue(answer.body().contains("document type declaration"), answer.body());
            }
            assertEquals(200, RawHttp.post(handle.endpoint(), RawHttp.getCustomer("C-42")).status(), "still serving");
        }
    }

    @Test
    void anEntityInsideTheEnvelopeIsNotExpanded() throws Exception {
        try (ServerHandle handle = start(SoapJaxwsServer.DEFAULT_MAX_REQUEST_BYTES)) {
            RawHttp.Answer answer = RawHttp.post(handle.endpoint(), RawHttp.getCustomer("&undeclared;"));
            assertEquals(500, answer.status(), answer.body());
            assertTrue(answer.body().contains("Fault"), answer.body());
        }
    }

    @Test
    void aDeclaredLengthOverTheLimitIsRefused() throws Exception {
        try (ServerHandle handle = start(2_000)) {
            String padded = RawHttp.getCustomer("C-" + "x".repeat(2_000));
            RawHttp.Answer answer = RawHttp.post(handle.endpoint(), padded);
            assertEquals(413, answer.status(), answer.body());
            assertTrue(answer.body().contains(SoapJaxwsServer.MAX_REQUEST_BYTES), answer.body());
            assertEquals(200, RawHttp.post(handle.endpoint(), RawHttp.getCustomer("C-42")).status(), "still serving");
        }
    }

    @Test
    void aChunkedBodyOverTheLimitFails() throws Exception {
        try (ServerHandle handle = start(2_000)) {
            byte[] padded = RawHttp.getCustomer("C-" + "x".repeat(2_000)).getBytes(StandardCharsets.UTF_8);
            RawHttp.Answer answer = RawHttp.post(handle.endpoint(), padded, 512);
            assertFalse(answer.status() == 200, "a chunked body over the limit must not be served: " + answer.body());
            byte[] small = RawHttp.getCustomer("C-42").getBytes(StandardCharsets.UTF_8);
            assertEquals(200, RawHttp.post(handle.endpoint(), small, 64).status(), "a small chunked body is served");
        }
    }
}
