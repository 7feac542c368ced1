package org.mwbench.plugins.httpfloor;

import java.nio.charset.StandardCharsets;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.JsonMapping;
import org.mwbench.servers.httpjson.Operation;

/**
 * The request bytes, built once per endpoint: for each operation, its request line and
 * headers up to {@code Content-Length: }; for {@code ping}, whose body is always {@code []},
 * the whole request. The headers are the fewest HTTP/1.1 allows for a POST the server reads:
 * {@code Host}, {@code Content-Type} and {@code Content-Length}.
 */
final class FloorRequests {
    private final byte[][] heads = new byte[Operation.values().length][];
    private final byte[] ping;

    FloorRequests(HttpJsonEndpoint endpoint) {
        for (Operation operation : Operation.values()) {
            heads[operation.ordinal()] = ("POST " + operation.path() + " HTTP/1.1\r\n"
                    + "Host: " + endpoint.hostHeader() + "\r\n"
                    + "Content-Type: " + JsonMapping.CONTENT_TYPE + "\r\n"
                    + "Content-Length: ").getBytes(StandardCharsets.US_ASCII);
        }
        ping = whole(Operation.PING, new byte[] {'[', ']'});
    }

    /** The whole request of a {@code ping}, built once. */
    byte[] ping() {
        return ping;
    }

    /** The whole request of one call: the operation's head, the body's length, the body. */
    byte[] whole(Operation operation, byte[] body) {
        byte[] head = heads[operation.ordinal()];
        byte[] length = (body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[head.length + length.length + body.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(length, 0, request, head.length, length.length);
        System.arraycopy(body, 0, request, head.length + length.length, body.length);
        return request;
    }
}
