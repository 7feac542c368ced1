package org.mwbench.servers.soap.axis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.mwbench.contract.LoadedMachine;

/** Plain HTTP exchanges with a server, with no SOAP stack in between: what an attacker sends. */
final class RawHttp {
    private static final int HANG_GUARD_MILLIS = Math.toIntExact(LoadedMachine.HANG_GUARD.toMillis());

    /** The status and body of one exchange. */
    record Reply(int status, String body) {
    }

    /** SOAP 1.1 envelope around {@code body}, with the usual prefixes declared. */
    static String envelope(String body) {
        return "<soapenv:Envelope xmlns:soapenv='http://schemas.xmlsoap.org/soap/envelope/'"
                + " xmlns:xsd='http://www.w3.org/2001/XMLSchema' xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance'"
                + " xmlns:soapenc='http://schemas.xmlsoap.org/soap/encoding/'><soapenv:Body>" + body
                + "</soapenv:Body></soapenv:Envelope>";
    }

    /** An rpc/encoded call of {@code operation} with the given parameter elements. */
    static String call(String operation, String parameters) {
        return envelope("<ns1:" + operation + " soapenv:encodingStyle='http://schemas.xmlsoap.org/soap/encoding/'"
                + " xmlns:ns1='urn:mwbench'>" + parameters + "</ns1:" + operation + ">");
    }

    static Reply post(String url, String body) throws IOException {
        return post(url, body.getBytes(StandardCharsets.UTF_8), false);
    }

    /** POSTs {@code body}, with a Content-Length or, if {@code chunked}, without one. */
    static Reply post(String url, byte[] body, boolean chunked) throws IOException {
        HttpURLConnection connection = open(url);
        connection.setRequestMethod("POST");
        connection.setDoOutput(true);
        connection.setRequestProperty("Content-Type", "text/xml; charset=utf-8");
        connection.setRequestProperty("SOAPAction", "\"\"");
        if (chunked) {
            connection.setChunkedStreamingMode(8192);
        } else {
            connection.setFixedLengthStreamingMode(body.length);
        }
        try (OutputStream out = connection.getOutputStream()) {
            out.write(body);
        }
        return reply(connection);
    }

    static Reply get(String url) throws IOException {
        return reply(open(url));
    }

    /** Every exchange here expects an answer: its timeouts are only hang guards, not speed claims. */
    private static HttpURLConnection open(String url) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) new URL(url).openConnection();
        connection.setConnectTimeout(HANG_GUARD_MILLIS);
        connection.setReadTimeout(HANG_GUARD_MILLIS);
        return connection;
    }

    private static Reply reply(HttpURLConnection connection) throws IOException {
        int status = connection.getResponseCode();
        try (InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
            return new Reply(status, in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } finally {
            connection.disconnect();
        }
    }

    private RawHttp() {
    }
}
