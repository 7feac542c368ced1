package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.rmi.NotBoundException;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.mwbench.platform.security.SerialFilters;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where agents and commands find a supervisor's control endpoints by name, on the registry port of
 * CLIF's examples (1234). It replaces the JDK's RMI registry, whose {@code rebind} accepts any
 * caller on the same host whatever its user: another local user could put a relay of its own in
 * place of {@code mwbench-supervisor}. This registry has no bind, rebind or unbind at all: its
 * names are set by the process that owns it, and it only ever answers lookups.
 *
 * <p>The protocol is a few bytes over one short TCP connection: the caller sends a magic number and
 * a name, the registry answers with the stub's serialized form. A stub so found is not trusted for
 * that: the handshake checks that the endpoint behind it proves the secret ({@link Handshake}).
 * Lookups are bounded in size and time on both sides, and served by a few threads, so a slow or
 * hostile caller cannot hold the registry.
 */
public final class ReadOnlyRegistry implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ReadOnlyRegistry.class);
    private static final int MAGIC = 0x4d57_4252; // "MWBR"
    private static final int LONGEST_NAME = 128;
    private static final int LARGEST_STUB = 16 << 10;
    private static final int LOOKUP_TIMEOUT_MILLIS = 2000;
    private static final byte FOUND = 0;
    private static final byte NOT_BOUND = 1;

    private final ServerSocket listener;
    private final Map<String, byte[]> stubs = new ConcurrentHashMap<>();
    private final ThreadPoolExecutor workers;
    private final Thread acceptor;

    private ReadOnlyRegistry(ServerSocket listener) {
        this.listener = listener;
        // Four lookups at once, sixteen waiting; beyond that a connection is closed at once.
        this.workers = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(16), runnable -> {
            Thread thread = new Thread(runnable, "mwbench-registry-lookup");
            thread.setDaemon(true);
            return thread;
        }, new ThreadPoolExecutor.AbortPolicy());
        this.acceptor = new Thread(this::acceptLookups, "mwbench-registry");
        acceptor.setDaemon(true);
    }

    /** Listens on the address and port; fails if the port is taken (another supervisor, or a squatter). */
    public static ReadOnlyRegistry open(InetAddress bind, int port) throws IOException {
        ServerSocket listener = new ServerSocket();
        try {
            listener.bind(new InetSocketAddress(bind, port), 50);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        ReadOnlyRegistry registry = new ReadOnlyRegistry(listener);
        registry.acceptor.start();
        return registry;
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** Publishes an endpoint under a name; only the owning process can, as there is no remote way. */
    public void publish(String name, ControlChannel stub) throws IOException {
        if (name.length() > LONGEST_NAME) {
            throw new IllegalArgumentException("a registry name of over " + LONGEST_NAME + " characters");
        }
        byte[] bytes = Payloads.serialize(stub);
        if (bytes.length > LARGEST_STUB) {
            throw new IOException("a stub of " + bytes.length + " bytes is over the " + LARGEST_STUB + " a lookup carries");
        }
        stubs.put(name, bytes);
    }

    private void acceptLookups() {
        while (!listener.isClosed()) {
            Socket socket;
            try {
                socket = listener.accept();
            } catch (IOException e) {
                if (!listener.isClosed()) {
                    LOG.warn("registry: accept failed: {}", e.toString());
                }
                continue;
            }
            try {
                workers.execute(() -> answer(socket));
            } catch (java.util.concurrent.RejectedExecutionException busy) {
                closeQuietly(socket);
            }
        }
    }

    private void answer(Socket socket) {
        try (socket) {
            socket.setSoTimeout(LOOKUP_TIMEOUT_MILLIS);
            DataInputStream in = new DataInputStream(socket.getInputStream());
            if (in.readInt() != MAGIC) {
                return;
            }
            int length = in.readUnsignedShort();
            if (length > LONGEST_NAME) {
                return;
            }
            String name = new String(in.readNBytes(length), java.nio.charset.StandardCharsets.UTF_8);
            byte[] stub = stubs.get(name);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.writeByte(stub == null ? NOT_BOUND : FOUND);
            if (stub != null) {
                out.writeInt(stub.length);
                out.write(stub);
            }
            out.flush();
        } catch (IOException e) {
            // a caller that went away or stalled: nothing to answer
        }
    }

    /**
     * Looks a name up in the registry at {@code host:port}.
     *
     * @throws NotBoundException nothing is published under that name there
     * @throws IOException       nobody answers there, or not as an mwbench registry
     */
    public static ControlChannel lookup(String host, int port, String name, int timeoutMillis)
            throws IOException, NotBoundException {
        try (Socket socket = new Socket()) {
            socket.setSoTimeout(timeoutMillis);
            socket.connect(new InetSocketAddress(host, port), timeoutMillis);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            byte[] nameBytes = name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            out.writeInt(MAGIC);
            out.writeShort(nameBytes.length);
            out.write(nameBytes);
            out.flush();
            DataInputStream in = new DataInputStream(socket.getInputStream());
            byte status = in.readByte();
            if (status == NOT_BOUND) {
                throw new NotBoundException("nothing is published as '" + name + "' at " + host + ":" + port);
            }
            int length = in.readInt();
            if (status != FOUND || length <= 0 || length > LARGEST_STUB) {
                throw new IOException(host + ":" + port + " does not answer as an mwbench registry");
            }
            return readStub(in.readNBytes(length), host + ":" + port);
        } catch (SocketException e) {
            throw new IOException("no mwbench registry answers at " + host + ":" + port + " (" + e.getMessage() + ")", e);
        }
    }

    /** A stub from a registry or a child JVM, read through {@link SerialFilters#stub()}: nothing else can be made. */
    public static ControlChannel readStub(byte[] bytes, String source) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(SerialFilters.stub());
            return (ControlChannel) in.readObject();
        } catch (ClassNotFoundException | RuntimeException e) {
            // ClassCastException, or what the JDK's reader throws for a malformed stream (NegativeArraySizeException, ...)
            throw new IOException(source + " handed out something that is not a control stub: " + e, e);
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing a connection we refuse to serve
        }
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException e) {
            LOG.warn("registry: closing: {}", e.toString());
        }
        workers.shutdownNow();
    }
}
