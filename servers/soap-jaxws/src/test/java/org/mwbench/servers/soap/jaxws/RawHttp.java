package org.mwbench.servers.soap.jaxws;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/** Hand-made HTTP requests to a server under test, with timeouts so that a test cannot hang. */
final class RawHttp {
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
        connection.setConnectTimeout(5_000);
        connection.setReadTimeout(5_000);
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
        connection.setConnectTimeout(5_000);
        connection.setReadTimeout(5_000);
        return answer(connection);
    }

    private static Answer answer(HttpURLConnection connection) throws IOException {
        int status = connection.getResponseCode();
        InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream();
        String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        return new Answer(status, body);
    }
}
