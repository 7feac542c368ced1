package org.mwbench.servers.xmlrpc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.HashMap;
import java.util.Map;
import org.apache.xmlrpc.XmlRpcException;
import org.apache.xmlrpc.common.ServerStreamConnection;
import org.apache.xmlrpc.common.XmlRpcStreamRequestConfig;
import org.apache.xmlrpc.webserver.Connection;
import org.apache.xmlrpc.webserver.RequestData;
import org.mwbench.contract.middleware.WhiteBox;

/**
 * The XML-RPC processor of a server started with {@code whitebox=true}: the server's part runs
 * from {@link #execute(XmlRpcStreamRequestConfig, ServerStreamConnection) execute}'s entry (the
 * WebServer's connection has read the request line and headers, not the body) to the reply
 * marshalled into its byte array (its length known, its headers not yet written), and goes back
 * in the {@value WhiteBox#SERVER_NANOS} response header. So it is reading and parsing the body,
 * the dispatch and the reply's marshalling, the same span as the JDK-based servers'
 * {@link org.mwbench.contract.middleware.WhiteBoxHttpFilter}. A fault's reply carries no header.
 */
final class WhiteBoxConnectionServer extends HardenedConnectionServer {
    /**
     * Apache 3.1.3's {@link Connection} writes the headers of its {@code headers} map but never
     * creates the map, so its {@code setResponseHeader} throws a NullPointerException: each
     * connection gets one here, once, through the private field. Its own reading of the request
     * clears the map before each request, so no header outlives its reply.
     */
    private static final VarHandle HEADERS = headersField();

    /** The start of the request the calling thread serves: each WebServer connection has its thread. */
    private final ThreadLocal<long[]> start = ThreadLocal.withInitial(() -> new long[1]);

    @Override
    public void execute(XmlRpcStreamRequestConfig config, ServerStreamConnection connection) throws XmlRpcException {
        start.get()[0] = System.nanoTime();
        super.execute(config, connection);
    }

    @Override
    void replyMarshalled(RequestData data) {
        Connection connection = data.getConnection();
        if (HEADERS.get(connection) == null) {
            HEADERS.set(connection, new HashMap<String, String>());
        }
        connection.setResponseHeader(WhiteBox.SERVER_NANOS, Long.toString(System.nanoTime() - start.get()[0]));
    }

    private static VarHandle headersField() {
        try {
            return MethodHandles.privateLookupIn(Connection.class, MethodHandles.lookup())
                    .findVarHandle(Connection.class, "headers", Map.class);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Apache XML-RPC's WebServer connection has no headers map to carry "
                    + WhiteBox.SERVER_NANOS + ": another version than 3.1.3?", e);
        }
    }
}
