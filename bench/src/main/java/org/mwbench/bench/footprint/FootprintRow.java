package org.mwbench.bench.footprint;

import java.util.List;

/**
 * One middleware's footprint, as {@code mwbench bench footprint} measured it.
 *
 * @param protocol      the server's protocol
 * @param serverProcess {@code JVM}, or {@code native PROGRAM} for a C++ server (a child of the
 *                      JVM that launched it; the launcher is not measured)
 * @param clientLibrary the client library, when the protocol names one
 * @param idle          the server after the warm-up's connections closed, then a full GC
 * @param loaded        the server under load, right after a full GC while the load goes on
 * @param load          the load that ran while {@link #loaded} was measured
 * @param connections   per connection count, what the client's and the server's footprints grew
 *                      by, per connection
 * @param error         why the row is incomplete (its figures null), or null
 */
public record FootprintRow(String protocol, String serverProcess, String clientLibrary, Footprint idle,
                           Footprint loaded, Load load, List<Connections> connections, String error) {

    /** A row for a middleware whose measure failed. */
    static FootprintRow failed(String protocol, String error) {
        return new FootprintRow(protocol, "", "", null, null, null, List.of(), error);
    }

    public boolean measured() {
        return error == null;
    }

    /** Whether the server is a native process: no heap, no classes. */
    public boolean nativeServer() {
        return serverProcess.startsWith("native");
    }

    /**
     * The load: calls made by a number of threads, each with a connection of its own, and
     * whether it still ran when the server was measured (a load capped by its call count can
     * end first: then {@link FootprintRow#loaded} is the server just after a load).
     */
    public record Load(int threads, long calls, long errors, double seconds, String firstError, boolean ranThroughMeasure) {
        public double callsPerSecond() {
            return seconds > 0 ? calls / seconds : 0;
        }
    }

    /**
     * What N connections open at once cost, per connection: in the client JVM and in the
     * server, each read after a full GC (a native server: its /proc figures only). The server's
     * threads per connection show its threading model.
     */
    public record Connections(int count, Footprint.PerConnection client, Footprint.PerConnection server) {
    }
}
