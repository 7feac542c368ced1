package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.rmi.NotBoundException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import org.mwbench.platform.security.SerialFilters;
import org.mwbench.platform.security.Watchdog;

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
 * Lookups are bounded in size on both sides and have one deadline each for the whole exchange; one
 * thread serves them all without blocking ({@link RegistryListener}), so slow or hostile callers
 * cannot hold the registry.
 */
public final class ReadOnlyRegistry implements AutoCloseable {

    private static final int MAGIC = 0x4d57_4252; // "MWBR"
    private static final int HEADER_BYTES = Integer.BYTES + Short.BYTES;
    private static final int LONGEST_NAME = 128;
    private static final int LARGEST_STUB = 16 << 10;
    /**
     * A lookup's whole exchange, request and answer, from accept to close: a bound on what a slow
     * stranger holds, generous for a lawful caller on a loaded machine; the open-lookups cap, not
     * this deadline, keeps slow strangers from crowding lawful ones out.
     */
    static final int LOOKUP_DEADLINE_MILLIS = 10_000;
    /** Lookups open at once: a few KiB of buffers; well under a process's default 1024 descriptors. */
    static final int MAX_OPEN_LOOKUPS = 512;
    private static final byte FOUND = 0;
    private static final byte NOT_BOUND = 1;

    private final Map<String, byte[]> stubs = new ConcurrentHashMap<>();
    private final RegistryListener listener;

    private ReadOnlyRegistry(InetAddress bind, int port, int deadlineMillis, int maxOpen) throws IOException {
        this.listener = new RegistryListener(new InetSocketAddress(bind, port), HEADER_BYTES + LONGEST_NAME,
                deadlineMillis, maxOpen, this::answer, ReadOnlyRegistry::requestLength);
    }

    /** Listens on the address and port; fails if the port is taken (another supervisor, or a squatter). */
    public static ReadOnlyRegistry open(InetAddress bind, int port) throws IOException {
        return open(bind, port, LOOKUP_DEADLINE_MILLIS, MAX_OPEN_LOOKUPS);
    }

    /** With another deadline and limit: the attack tests use short ones. */
    static ReadOnlyRegistry open(InetAddress bind, int port, int deadlineMillis, int maxOpen) throws IOException {
        return new ReadOnlyRegistry(bind, port, deadlineMillis, maxOpen);
    }

    public int port() {
        return listener.port();
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

    /** A request is the magic number, the name's length in two bytes, and the name in UTF-8. */
    private static int requestLength(ByteBuffer received) {
        if (received.remaining() < Integer.BYTES) {
            return -1;
        }
        if (received.getInt(0) != MAGIC) {
            return 0;
        }
        if (received.remaining() < HEADER_BYTES) {
            return -1;
        }
        int length = Short.toUnsignedInt(received.getShort(Integer.BYTES));
        return length > LONGEST_NAME ? 0 : HEADER_BYTES + length;
    }

    private ByteBuffer answer(byte[] request) {
        String name = new String(request, HEADER_BYTES, request.length - HEADER_BYTES, StandardCharsets.UTF_8);
        byte[] stub = stubs.get(name);
        if (stub == null) {
            return ByteBuffer.wrap(new byte[] {NOT_BOUND});
        }
        return ByteBuffer.allocate(1 + Integer.BYTES + stub.length).put(FOUND).putInt(stub.length).put(stub).flip();
    }

    /**
     * Looks a name up in the registry at {@code host:port}.
     *
     * @throws NotBoundException nothing is published under that name there
     * @throws IOException       nobody answers there, or not as an mwbench registry
     */
    public static ControlChannel lookup(String host, int port, String name, int timeoutMillis)
            throws IOException, NotBoundException {
        Socket socket = new Socket();
        ScheduledFuture<?> deadline = Watchdog.closeAfter(socket, timeoutMillis); // a registry that trickles its answer
        try (socket) {
            socket.setSoTimeout(timeoutMillis);
            socket.connect(new InetSocketAddress(host, port), timeoutMillis);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
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
        } finally {
            deadline.cancel(false);
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

    @Override
    public void close() {
        listener.close();
    }
}
