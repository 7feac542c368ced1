package org.mwbench.plugins.httpjson.common;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.middleware.AbstractCountedConnection;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.httpjson.HttpJsonCallException;
import org.mwbench.servers.httpjson.JsonMapping;
import org.mwbench.servers.httpjson.Operation;

/**
 * The benchmark service over HTTP/1.1 and JSON, whatever HTTP client carries it: each
 * operation's arguments as the JSON array the server reads, its reply read back with the
 * server module's Jackson readers, and a failure status turned into an
 * {@link HttpJsonCallException} with the server's message. Every HTTP/JSON client variant
 * ({@code http-json} on Apache HttpClient, {@code http-json-jdk}, {@code http-json-okhttp}, {@code http-floor})
 * extends it and writes only {@link #post}, so that what differs between their rows is the
 * HTTP client and nothing else.
 */
public abstract class JsonCalls extends AbstractCountedConnection {
    /** The body of a call without arguments. */
    protected static final byte[] NO_ARGUMENTS = {'[', ']'};

    /**
     * @param wireBytes     the counter of the variant's bytes on the wire
     * @param whiteBoxTimed whether its HTTP client carries white-box hooks
     */
    protected JsonCalls(WireBytes wireBytes, boolean whiteBoxTimed) {
        super(wireBytes, whiteBoxTimed);
    }

    /**
     * POSTs one call's body to its operation's path and returns the reply's body; a reply of
     * any status but 200 or 204 is thrown as {@link #failure}.
     */
    protected abstract byte[] post(Operation operation, byte[] body) throws IOException, InterruptedException;

    @Override
    public void ping() throws IOException, InterruptedException {
        post(Operation.PING, NO_ARGUMENTS);
    }

    @Override
    public long stamp(long t) throws IOException, InterruptedException {
        return JsonMapping.LONG.<Long>readValue(post(Operation.STAMP, arguments(t)));
    }

    @Override
    public String getString(int n) throws IOException, InterruptedException {
        return JsonMapping.STRING.readValue(post(Operation.GET_STRING, arguments(n)));
    }

    @Override
    public Data2[] getItems(int n) throws IOException, InterruptedException {
        return JsonMapping.ITEMS.readValue(post(Operation.GET_ITEMS, arguments(n)));
    }

    @Override
    public Data3 getCustomer(String id) throws IOException, InterruptedException {
        return JsonMapping.CUSTOMER.readValue(post(Operation.GET_CUSTOMER, arguments(id)));
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws IOException, InterruptedException {
        return JsonMapping.CUSTOMERS.readValue(post(Operation.GET_CUSTOMERS, arguments(salesRep, n)));
    }

    @Override
    public byte[] echoBytes(byte[] data) throws IOException, InterruptedException {
        return JsonMapping.BYTES.readValue(post(Operation.ECHO_BYTES, arguments(data)));
    }

    @Override
    public short[] echoShorts(short[] data) throws IOException, InterruptedException {
        return JsonMapping.SHORTS.readValue(post(Operation.ECHO_SHORTS, arguments((Object) data)));
    }

    @Override
    public long cube(long x) throws IOException, InterruptedException {
        return JsonMapping.LONG.<Long>readValue(post(Operation.CUBE, arguments(x)));
    }

    /** The arguments as the JSON array the server reads. */
    private static byte[] arguments(Object... arguments) throws IOException {
        return JsonMapping.WRITER.writeValueAsBytes(arguments);
    }

    /** Whether a reply's status is a success (200, or 204 for ping). */
    protected static boolean succeeded(int status) {
        return status == 200 || status == 204;
    }

    /** A failure reply as the exception the call throws, with the server's error and message. */
    protected static HttpJsonCallException failure(Operation operation, int status, byte[] body) {
        String detail;
        try {
            Map<?, ?> error = JsonMapping.ERROR.readValue(body);
            detail = error.get("error") + ": " + error.get("message");
        } catch (IOException | RuntimeException notJson) {
            detail = new String(body, StandardCharsets.UTF_8);
        }
        return new HttpJsonCallException(status, "HTTP " + status + " from " + operation.path() + ": " + detail);
    }
}
