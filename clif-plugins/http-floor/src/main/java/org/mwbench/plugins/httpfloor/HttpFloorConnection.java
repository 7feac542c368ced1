package org.mwbench.plugins.httpfloor;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.plugins.httpjson.common.DeadlineSocket;
import org.mwbench.plugins.httpjson.common.JsonCalls;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;
import org.mwbench.servers.httpjson.Operation;

/**
 * The floor's connection: its idle keep-alive sockets, most recently used first. A call takes
 * one or opens one, and gives it back when the reply was read whole; a failed call closes its
 * socket. Thread-safe, with one socket per call in flight, as the HTTP clients' pools. The
 * call timeout bounds connecting and, through the socket's deadline, every read of the reply.
 */
final class HttpFloorConnection extends JsonCalls {
    private final HttpJsonEndpoint endpoint;
    private final FloorRequests requests;
    private final long timeoutNanos;
    private final int timeoutMillis;
    private final WireCounter counter;
    private final ConcurrentLinkedDeque<FloorSocket> idle = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    HttpFloorConnection(HttpJsonEndpoint endpoint, Duration timeout) {
        this(endpoint, timeout, new WireCounter());
    }

    private HttpFloorConnection(HttpJsonEndpoint endpoint, Duration timeout, WireCounter counter) {
        super(counter, false);
        this.endpoint = endpoint;
        this.counter = counter;
        this.requests = new FloorRequests(endpoint);
        this.timeoutNanos = timeout.toNanos();
        this.timeoutMillis = (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis()));
    }

    @Override
    public void ping() throws IOException {
        send(Operation.PING, requests.ping());
    }

    @Override
    protected byte[] post(Operation operation, byte[] body) throws IOException {
        return send(operation, requests.whole(operation, body));
    }

    private byte[] send(Operation operation, byte[] request) throws IOException {
        if (closed) {
            throw new IOException(this + " is closed");
        }
        DeadlineSocket.startCall(timeoutNanos);
        FloorSocket socket = idle.pollFirst();
        try {
            if (socket == null) {
                socket = new FloorSocket(endpoint, timeoutMillis, counter);
            }
            byte[] reply = socket.exchange(request);
            int status = socket.status();
            if (socket.reusable() && !closed) {
                idle.offerFirst(socket);
            } else {
                socket.close();
            }
            socket = null;
            if (succeeded(status)) {
                return reply;
            }
            throw failure(operation, status, reply);
        } finally {
            DeadlineSocket.endCall();
            if (socket != null) {
                socket.close();
            }
        }
    }

    /** Closes the idle sockets; a call in flight closes its own when it ends. Safe to call twice. */
    @Override
    public void close() throws IOException {
        closed = true;
        for (FloorSocket socket; (socket = idle.pollFirst()) != null; ) {
            socket.close();
        }
    }

    @Override
    public String toString() {
        return "http-floor connection to " + endpoint;
    }
}
