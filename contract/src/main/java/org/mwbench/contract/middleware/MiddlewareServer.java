package org.mwbench.contract.middleware;

import org.mwbench.contract.BenchmarkService;

/**
 * The server side of one middleware, listed in
 * {@code META-INF/services/org.mwbench.contract.middleware.MiddlewareServer}. It needs a
 * public no-argument constructor and must not start anything before {@link #start}.
 */
public interface MiddlewareServer {

    /**
     * The protocol's name as plans, scenarios and {@code mwbench server} spell it, such as
     * {@code rmi}, {@code corba-jacorb} or {@code ice}; the same as its client's.
     */
    String protocol();

    /**
     * Starts serving {@code service} and returns once the server accepts calls.
     *
     * @throws Exception the middleware's own exception when it cannot start (port in use,
     *                   bad option...), so that the user reads the middleware's message
     */
    ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception;

    /**
     * The server's {@link ServerKnob knobs} as it declares them, read from no options, without
     * starting anything: each knob's default ({@link ServerOptions#limit}) and what it sets
     * ({@link ServerOptions#sets}), or why the middleware has it not
     * ({@link ServerOptions#unavailableReason}). {@code mwbench server --knobs} prints these, so
     * a server answers with the very declaration {@link #start} reads its options with, never a
     * copy: abstract, so that no server can leave it out.
     */
    ServerOptions knobs();

    /**
     * Whether the server is a native program of its own, a child of the JVM that starts it
     * (omniORB, Ice for C++): generated plans then give its server blade no JVM of its own,
     * which would hold nothing but the program's launcher.
     */
    default boolean nativeProcess() {
        return false;
    }

    /**
     * Whether the server has white-box hooks ({@link WhiteBox}): given the option
     * {@code whitebox=true}, it stamps its own time on each reply for its client's
     * {@link MiddlewareClient#hasWhiteBoxHooks() hooks}. A server without them refuses the option,
     * and generated white-box plans leave it out.
     */
    default boolean hasWhiteBoxHooks() {
        return false;
    }
}
