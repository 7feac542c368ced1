package org.mwbench.platform.control;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.rmi.NotBoundException;
import java.util.Arrays;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.fuzz.AllocationBudget;

/**
 * The registry protocol, both ways, over real loopback connections: what {@link ReadOnlyRegistry}
 * reads from anyone who connects to its port, and what {@link ReadOnlyRegistry#lookup} reads from
 * whatever answers at a registry's address (another local user's squatter, a relay). Byte 0 of
 * an input picks the side, the rest is sent.
 *
 * <p>The registry answers a lookup of a name it does not hold with one byte, or drops the
 * connection; it must still answer a lawful lookup after any input. A lookup returns a stub or
 * throws {@link NotBoundException} or {@link IOException}, nothing else, and what it deserializes
 * stays within the allocation budget (the stub is read on the calling thread).
 */
class RegistryFuzzTest {

    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();
    private static final int IO_TIMEOUT_MILLIS = 5000;
    private static final ReadOnlyRegistry REGISTRY = openRegistry();
    private static final HostileRegistry HOSTILE = new HostileRegistry();

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void bothEndsOfALookupRefuseOrRead(byte[] input) throws Exception {
        // Jazzer's SSRF detector reports every connection, and forgets what was allowed once fuzzing
        // starts: these tests make loopback ones only, on purpose.
        BugDetectors.allowNetworkConnections((host, port) -> LOOPBACK.getHostAddress().equals(host)
                || LOOPBACK.getHostName().equals(host));
        if (input.length == 0) {
            return;
        }
        byte[] bytes = Arrays.copyOfRange(input, 1, input.length);
        if ((input[0] & 1) == 0) {
            byte[] answer = sendToRegistry(bytes);
            assertTrue(answer.length == 0 || answer.length == 1 && answer[0] == 1,
                    "the registry holds no name: it answers NOT_BOUND or nothing, not " + Arrays.toString(answer));
        } else {
            AllocationBudget.check("ReadOnlyRegistry.lookup", () -> {
                HOSTILE.nextAnswer(bytes); // in the work: a lookup run again to be measured needs its answer too
                try {
                    ReadOnlyRegistry.lookup(LOOPBACK.getHostAddress(), HOSTILE.port(), "mwbench-supervisor",
                            IO_TIMEOUT_MILLIS);
                } catch (NotBoundException | IOException refused) {
                    // documented
                }
            });
        }
    }

    private static byte[] sendToRegistry(byte[] request) throws IOException {
        try (Socket socket = new Socket()) {
            socket.setSoLinger(true, 0); // no TIME_WAIT left behind by thousands of connections
            socket.setSoTimeout(IO_TIMEOUT_MILLIS);
            socket.connect(new InetSocketAddress(LOOPBACK, REGISTRY.port()), IO_TIMEOUT_MILLIS);
            try {
                socket.getOutputStream().write(request);
                socket.shutdownOutput();
                return socket.getInputStream().readNBytes(64);
            } catch (IOException resetByTheRegistry) {
                return new byte[0]; // it dropped the connection before reading everything
            }
        }
    }

    private static ReadOnlyRegistry openRegistry() {
        try {
            return ReadOnlyRegistry.open(LOOPBACK, 0);
        } catch (IOException e) {
            throw new IllegalStateException("cannot open a registry on loopback", e);
        }
    }

    /** A server at a registry's address that answers each lookup with the fuzzer's bytes. */
    private static final class HostileRegistry implements Runnable {
        private final ServerSocket listener;
        private final SynchronousQueue<byte[]> answers = new SynchronousQueue<>();

        HostileRegistry() {
            try {
                listener = new ServerSocket(0, 50, LOOPBACK);
            } catch (IOException e) {
                throw new IllegalStateException("cannot listen on loopback", e);
            }
            Thread thread = new Thread(this, "hostile-registry");
            thread.setDaemon(true); // lives as long as the fuzzing JVM
            thread.start();
        }

        int port() {
            return listener.getLocalPort();
        }

        void nextAnswer(byte[] answer) throws InterruptedException {
            answers.put(answer);
        }

        @Override
        public void run() {
            while (true) {
                try {
                    byte[] answer = answers.take();
                    try (Socket socket = listener.accept()) {
                        socket.setSoTimeout(IO_TIMEOUT_MILLIS);
                        InputStream in = socket.getInputStream();
                        in.readNBytes(6 + "mwbench-supervisor".length()); // the lookup
                        OutputStream out = socket.getOutputStream();
                        out.write(answer);
                        out.flush();
                    }
                } catch (InterruptedException e) {
                    return;
                } catch (IOException e) {
                    // the caller gave up first; the next lookup gets the next answer
                }
            }
        }
    }
}
