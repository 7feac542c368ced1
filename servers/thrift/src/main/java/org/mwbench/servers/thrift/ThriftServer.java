package org.mwbench.servers.thrift;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.apache.thrift.server.TThreadPoolServer;
import org.apache.thrift.transport.TTransportException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.DaemonThreads;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.thrift.generated.Benchmark;

/**
 * Apache Thrift's {@link TThreadPoolServer}: a thread per connection from a pool, blocking
 * sockets, as the RMI and CORBA servers it is compared with, serving the generated
 * {@code Benchmark} processor. One port serves both protocol rows ({@code thrift}, binary, and
 * {@code thrift-compact}): each connection gets the protocol its first byte names
 * ({@link ProtocolDetector}). Options: {@code threads}, {@code backlog}, {@code maxMessageSize},
 * {@code whitebox} ({@link ThriftServerOptions}).
 */
public final class ThriftServer implements MiddlewareServer {
    public static final String PROTOCOL = "thrift";
    /** Thrift's own default of core worker threads, started as connections come. */
    private static final int CORE_THREADS = 5;
    /** How long a worker beyond the core ones waits idle before it ends, as Thrift's default pool. */
    private static final long IDLE_SECONDS = 60;
    /** How long the accept thread waits for the workers at stop; their sockets are closed by then. */
    private static final int STOP_PATIENCE_SECONDS = 2;
    /** How long start waits for the accept loop to begin: only a hang guard, it takes a thread start. */
    private static final int SERVING_PATIENCE_SECONDS = 60;

    @Override
    public String protocol() {
        return PROTOCOL;
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public ServerOptions knobs() {
        return ThriftServerOptions.parse(Map.of()).knobs();
    }

    /**
     * Binds, starts the accept thread and returns: the kernel accepts from the moment the
     * socket is bound.
     *
     * @throws java.net.BindException "Address already in use" and the like, as java.net says it
     */
    @Override
    public ServerHandle start(ServerSettings settings, BenchmarkService service) throws IOException, TTransportException {
        ThriftServerOptions options = ThriftServerOptions.parse(settings.options());
        InetAddress bind = InetAddress.getByName(settings.bindAddress());
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(new InetSocketAddress(bind, settings.port()), options.backlog());
            String host = bind.isAnyLocalAddress() ? InetAddress.getLocalHost().getHostAddress() : bind.getHostAddress();
            ThriftEndpoint endpoint = new ThriftEndpoint(host, socket.getLocalPort());
            BenchmarkServerSocket transport = new BenchmarkServerSocket(socket, options.maxMessageSize());
            ProtocolDetector protocols = new ProtocolDetector(options.whiteBox());
            TThreadPoolServer server = new TThreadPoolServer(new TThreadPoolServer.Args(transport)
                    .processor(new Benchmark.Processor<>(new BenchmarkHandler(service)))
                    .protocolFactory(protocols)
                    .executorService(workers(options.threads(), endpoint))
                    .stopTimeoutVal(STOP_PATIENCE_SECONDS)
                    .stopTimeoutUnit(TimeUnit.SECONDS));
            Thread acceptor = new Thread(server::serve, "thrift-accept-" + endpoint);
            acceptor.setDaemon(true);
            acceptor.start();
            RunningThriftServer running = new RunningThriftServer(server, transport, acceptor, endpoint,
                    options.configuration());
            awaitServing(server, running);
            return running;
        } catch (IOException | TTransportException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /**
     * Waits until {@code serve()} has begun its accept loop. It must: {@code serve()} clears the
     * stop flag as it begins, so a server stopped before then would loop forever on its closed
     * socket. Polled, since Thrift's only callback ({@code preServe}) runs before the flag is cleared.
     */
    private static void awaitServing(TThreadPoolServer server, RunningThriftServer running) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SERVING_PATIENCE_SECONDS);
        while (!server.isServing()) {
            if (System.nanoTime() > deadline) {
                closeQuietly(running);
                throw new IOException("TThreadPoolServer did not begin serving within " + SERVING_PATIENCE_SECONDS + " s");
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                closeQuietly(running);
                throw new IOException("interrupted while the Thrift server started", e);
            }
        }
    }

    private static void closeQuietly(RunningThriftServer running) {
        try {
            running.close();
        } catch (Exception e) {
            // the start's failure is what the caller reports
        }
    }

    /**
     * The worker pool as Thrift's default one is made (no queue: a connection gets a thread or
     * is closed), with mwbench's names so that a thread dump says whose they are.
     */
    private static ThreadPoolExecutor workers(int threads, ThriftEndpoint endpoint) {
        return new ThreadPoolExecutor(Math.min(CORE_THREADS, threads), threads, IDLE_SECONDS, TimeUnit.SECONDS,
                new SynchronousQueue<>(), DaemonThreads.named("thrift-worker-" + endpoint + "-"));
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
