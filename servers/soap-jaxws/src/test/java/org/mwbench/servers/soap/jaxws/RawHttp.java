package org.mwbench.servers.soap.jaxws;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.mwbench.contract.LoadedMachine;

/**
 * Hand-made HTTP requests to a server under test, with timeouts so that a test cannot hang. Every
 * request here expects an answer: the timeouts are only hang guards, since a loaded machine may
 * make a server's first answer take seconds.
 */
final class RawHttp {
    private static final int HANG_GUARD_MILLIS = Math.toIntExact(LoadedMachine.HANG_GUARD.toMillis());
    static final String ENVELOPE = "<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>%s</S:Body></S:Envelope>";

    /** The status and body of an answer. */
    record Answer(int status, String body) {
    }

    private RawHttp() {
    }

    static String getCustomer(String id) {
        return String.format(ENVELOPE, "<m:getCustomer xmlns:m=\"" + SoapNames.NAMESPACE + "\"><id>" + id + "</id></m:getCustomer>");
    }

    static Answer post(String url, byte[] body, int chunkLength) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) new URL(url).openConnection();
        connection.setConnectTimeout(HANG_GUARD_MILLIS);
        connection.setReadTimeout(HANG_GUARD_MILLIS);
        connection.setDoOutput(true);
        if (chunkLength > 0) {
            connection.setChunkedStreamingMode(chunkLength);
        }
        connection.setRequestProperty("Content-Type", "text/xml; charset=utf-8");
        connection.setRequestProperty("SOAPAction", "\"\"");
        try (OutputStream out = connection.getOutputStream()) {
            out.write(body);
        } catch (IOException e) {
            // the server may refuse and close before the whole body is sent; its answer follows
        }
        return answer(connection);
    }

    static Answer post(String url, String body) throws IOException {
        return post(url, body.getBytes(StandardCharsets.UTF_8), 0);
    }

    static Answer get(String url) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) new URL(url).openConnection();
        connection.setConnectTimeout(HANG_GUARD_MILLIS);
        connection.setReadTimeout(HANG_GUARD_MILLIS);
        return answer(connection);
    }

    private static Answer answer(HttpURLConnection connection) throws IOException {
        int status = connection.getResponseCode();
        InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream();
        String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        return new Answer(status, body);
    }
}
