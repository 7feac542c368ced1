package org.mwbench.contract.middleware;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;
import org.mwbench.contract.ReferenceService;

/**
 * Runs one middleware's server on its own, serving the reference service, so that other
 * tools and clients can be pointed at it. It prints {@value #ENDPOINT_PREFIX} and the
 * endpoint on one line, then serves until the JVM is asked to end (Ctrl-C, SIGTERM) or,
 * when told to, until its standard input closes, which is how a parent process that dies
 * takes its child server with it.
 */
public final class StandaloneServer {
    /** Starts the line that carries the endpoint, so that a parent can find it among logs. */
    public static final String ENDPOINT_PREFIX = "endpoint: ";

    private StandaloneServer() {
    }

    /** Starts the server, prints its endpoint, and blocks until the JVM ends or stdin closes. */
    public static void serve(MiddlewareServer server, ServerSettings settings, boolean untilStdinCloses,
                             PrintStream out) throws Exception {
        ServerHandle handle = server.start(settings, new ReferenceService());
        CountDownLatch ended = new CountDownLatch(1);
        Thread closer = new Thread(() -> {
            closeQuietly(handle);
            ended.countDown();
        }, "mwbench-server-shutdown");
        Runtime.getRuntime().addShutdownHook(closer);
        out.println(ENDPOINT_PREFIX + handle.endpoint());
        out.flush();
        if (untilStdinCloses) {
            while (System.in.read() >= 0) {
                // wait for end of input
            }
            Runtime.getRuntime().removeShutdownHook(closer);
            closeQuietly(handle);
        } else {
            ended.await();
        }
    }

    private static void closeQuietly(ServerHandle handle) {
        try {
            handle.close();
        } catch (Exception e) {
            System.err.println("closing the server: " + e);
        }
    }

    /**
     * {@code java -cp <contract + one middleware> org.mwbench.contract.middleware.StandaloneServer
     * <protocol> [port] [bind-address]}: for tests that need a server of another middleware
     * in a JVM of its own, such as the CORBA interoperability test. It ends when its
     * standard input closes.
     */
    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 3) {
            System.err.println("usage: StandaloneServer <protocol> [port] [bind-address]");
            System.exit(2);
        }
        int port = args.length > 1 ? Integer.parseInt(args[1]) : 0;
        String bind = args.length > 2 ? args[2] : ServerSettings.LOOPBACK;
        MiddlewareServer server = Middlewares.server(args[0], StandaloneServer.class.getClassLoader());
        serve(server, new ServerSettings(bind, port, java.util.Map.of()), true, System.out);
        System.exit(0);
    }
}
