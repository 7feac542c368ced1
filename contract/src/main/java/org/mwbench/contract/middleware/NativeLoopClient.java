package org.mwbench.contract.middleware;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A middleware's client written in another language than Java, which runs the whole benchmark
 * loop of Demarey et al. 2004 in its own program, so that a C++ client calls a C++ server as in
 * Böszörményi et al. 1999, and no JVM stands in the measured path. Listed in
 * {@code META-INF/services/org.mwbench.contract.middleware.NativeLoopClient} of a plugin folder;
 * scenarios use it as a plugin named {@link #name()}, in a {@code LoopRunner} blade.
 *
 * <p>The program takes the command line of servers/native-common's {@code bench_loop.hpp}
 * ({@code --endpoint E --timeout-ms T --warmup X --steps S --calls I --call OP[:ARG...]...}) and
 * prints each call's start, duration and failure kind between steps, which the injectors record
 * as they record a Java client's calls.
 */
public interface NativeLoopClient {

    /** The plugin name scenarios write in {@code <use name=...>}, such as {@code corba-omniorb-native}. */
    String name();

    /** The program and its leading arguments, ready to run: the loop's arguments follow them. */
    List<String> command() throws IOException;

    /**
     * The rows generated plans give this client: the protocols of the servers it calls, its own
     * first, each with the row's label, client→server ({@code "omniORB→omniORB"},
     * {@code "omniORB→JacORB"}). A row is generated only where its server is installed. None
     * by default: such a client is then used only by plans written by hand.
     */
    default Map<String, String> rowsByServer() {
        return Map.of();
    }
}
