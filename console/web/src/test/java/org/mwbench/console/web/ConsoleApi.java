package org.mwbench.console.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.mwbench.console.web.http.Http;

/** The console's JSON API as the page calls it, with a session opened by the token URL. */
final class ConsoleApi {
    private final RawHttp http;
    private final String cookie;
    private final String origin;

    ConsoleApi(ConsoleUnderTest console) throws IOException {
        this.http = new RawHttp(console.console.port());
        this.cookie = console.logIn();
        this.origin = "Origin: http://127.0.0.1:" + console.console.port();
    }

    /** The answer's JSON; fails unless the status is the expected one. */
    JsonNode call(int expectedStatus, String method, String path, Object body) throws IOException {
        String json = body == null ? null : Http.JSON.writeValueAsString(body);
        RawHttp.Response response = http.send(method, path, json == null ? null : "application/json", json, cookie, origin);
        if (response.status() != expectedStatus) {
            throw new AssertionError(method + " " + path + ": expected " + expectedStatus + ", got " + response.status()
                    + ": " + response.body());
        }
        return Http.JSON.readTree(response.body());
    }

    JsonNode get(String path) throws IOException {
        return call(200, "GET", path, null);
    }

    JsonNode post(String path, Object body) throws IOException {
        return call(200, "POST", path, body);
    }
}
