package org.mwbench.plugins.avro;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
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
        NettyTransceiver transceiver = new NettyTransceiver(new InetSocketAddress(target.host(), target.port()),
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
            handshake(requestor, transceiver, connection, target, settings.callTimeout());
        } catch (Exception | Error e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    /**
     * Avro's handshake, on a thread of its own waited for at most the timeout, since Avro waits
     * for a handshake's reply without limit on the calling thread (a synchronous
     * {@code transceive}, or {@code CallFuture.await()} in the first call); past the timeout,
     * closing the connection fails it and ends the thread. {@code getRemote()} sends Avro's
     * handshake-only request (an empty message name), which no service method sees; where
     * Avro already knows the server's protocol (a JVM-wide cache by address) it sends nothing,
     * and a {@code stamp(0)} makes this connection's handshake instead.
     */
    private static void handshake(SpecificRequestor requestor, NettyTransceiver transceiver, AvroConnection connection,
                                  AvroEndpoint target, Duration timeout) throws Exception {
        FutureTask<Void> first = new FutureTask<>(() -> {
            requestor.getRemote();
            if (!transceiver.isConnected()) {
                connection.stamp(0);
            }
            return null;
        });
        Thread thread = new Thread(first, "mwbench-avro-handshake");
        thread.setDaemon(true);
        thread.start();
        try {
            first.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        } catch (TimeoutException e) {
            throw new TimeoutException("no Avro handshake with the server at " + target + " within "
                    + timeout.toMillis() + " ms");
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
