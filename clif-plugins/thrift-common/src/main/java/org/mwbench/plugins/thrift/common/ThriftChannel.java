package org.mwbench.plugins.thrift.common;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.transport.TSocket;
import org.apache.thrift.transport.TTransportException;
import org.mwbench.contract.middleware.CountingSocket;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.thrift.ThriftEndpoint;
import org.mwbench.servers.thrift.WireProtocol;
import org.mwbench.servers.thrift.generated.Benchmark;

/**
 * One TCP connection to the server and Thrift's generated client on it: Thrift's
 * {@link TSocket} over a {@link CountingSocket}, so that every byte it writes and reads is
 * counted, with the call timeout as its connect timeout and its read timeout.
 */
final class ThriftChannel implements AutoCloseable {
    private final TSocket socket;
    private final Benchmark.Client client;

    private ThriftChannel(TSocket socket, Benchmark.Client client) {
        this.socket = socket;
        this.client = client;
    }

    /**
     * Connects within {@code timeoutMillis}.
     *
     * @throws TTransportException NOT_OPEN with the JDK's reason when the connect fails
     */
    static ThriftChannel open(ThriftEndpoint endpoint, WireProtocol wire, int timeoutMillis, WireCounter counter,
                              boolean whiteBox) throws TTransportException {
        Socket plain = new CountingSocket(counter);
        try {
            plain.connect(new InetSocketAddress(endpoint.host(), endpoint.port()), timeoutMillis);
        } catch (IOException e) {
            closeQuietly(plain);
            throw new TTransportException(TTransportException.NOT_OPEN,
                    "cannot connect to " + endpoint + ": " + e, e);
        }
        TSocket socket = new TSocket(plain);
        socket.setTimeout(timeoutMillis);
        TProtocol protocol = wire.factory().getProtocol(socket);
        return new ThriftChannel(socket, new Benchmark.Client(whiteBox ? new ClientTiming(protocol) : protocol));
    }

    Benchmark.Client client() {
        return client;
    }

    @Override
    public void close() {
        socket.close();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // the connect failure is what the caller reports
        }
    }
}
