package org.mwbench.plugins.avro;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import org.apache.avro.ipc.netty.NettyTransceiver;
import org.apache.avro.ipc.specific.SpecificRequestor;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.LibraryVersion;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.avro.AvroEndpoint;
import org.mwbench.servers.avro.AvroServer;
import org.mwbench.servers.avro.ExactDoublesData;
import org.mwbench.servers.avro.protocol.Benchmark;

/**
 * Protocol {@code avro}: Avro IPC's SpecificRequestor over a NettyTransceiver. Its one option is
 * {@code whitebox=true} ({@link WhiteBoxClientPlugin}).
 */
public final class AvroClient implements MiddlewareClient {
    @Override
    public String protocol() {
        return AvroServer.PROTOCOL;
    }

    /**
     * Opens the TCP connection (NettyTransceiver connects in its constructor, bounded by the call
     * timeout as its connect timeout; Avro's default is 60 s) and makes Avro's handshake
     * ({@link #handshake}), so that an unreachable or silent server fails here and the first
     * measured call pays for neither.
     *
     * @throws IllegalArgumentException for an endpoint that is not {@code avro://HOST:PORT}
     * @throws java.io.IOException      Avro's "Error connecting to ..." when the connection fails
     * @throws TimeoutException         when the handshake is not answered within the call timeout
     */
    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        AvroEndpoint target = AvroEndpoint.parse(endpoint);
        WireCounter counter = new WireCounter();
        BoundedTransceiver transceiver = BoundedTransceiver.connect(new InetSocketAddress(target.host(), target.port()),
                settings.callTimeoutMillis(), channel -> channel.pipeline().addFirst(new WireByteCounter(counter)));
        SpecificRequestor requestor;
        AvroConnection connection;
        try {
            requestor = new SpecificRequestor(Benchmark.Callback.class, transceiver,
                    new ExactDoublesData());
            if (whiteBox) {
                requestor.addRPCPlugin(new WhiteBoxClientPlugin());
            }
            Benchmark.Callback proxy = SpecificRequestor.getClient(Benchmark.Callback.class, requestor);
            connection = new AvroConnection(target.toString(), transceiver, proxy, settings.callTimeout(), counter, whiteBox);
        } catch (Exception | Error e) {
            transceiver.close(false);
            throw e;
        }
        try {
            handshake(requestor, transceiver, connection);
        } catch (Exception | Error e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    /**
     * Avro's handshake, made here so that the first measured call does not pay for it, and bounded
     * by the call timeout ({@link BoundedTransceiver}). {@code getRemote()} sends Avro's
     * handshake-only request (an empty message name), which no service method sees; where Avro
     * already knows the server's protocol (a JVM-wide cache by address) it sends nothing, and a
     * {@code stamp(0)} makes this connection's handshake instead.
     */
    private static void handshake(SpecificRequestor requestor, BoundedTransceiver transceiver, AvroConnection connection)
            throws Exception {
        try {
            requestor.getRemote();
        } catch (IOException e) {
            if (e.getCause() instanceof TimeoutException) {
                throw new TimeoutException(e.getMessage());
            }
            throw e;
        }
        if (!transceiver.isConnected()) {
            connection.stamp(0);
        }
    }

    /** True: one transceiver has many calls in flight at once, told apart by their serials. */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }

    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public String library() {
        return "Avro IPC " + LibraryVersion.of(NettyTransceiver.class, "org.apache.avro", "avro-ipc-netty")
                + " (Netty)";
    }
}
