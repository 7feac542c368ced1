package org.mwbench.contract.peer;

import java.time.Duration;

/**
 * Another load tool's client, run side by side with mwbench's rows against the same server
 * ({@code mwbench bench http}): JMeter's HTTP sampler, driven through JMeter's own libraries.
 * Listed in {@code META-INF/services/org.mwbench.contract.peer.PeerTool} of a folder of its
 * own under {@code peers/}, so that the tool's libraries never share a class path with the
 * platform or a middleware. It needs a public no-argument constructor.
 */
public interface PeerTool {

    /** The row's short name in the output, as a plugin's protocol names its row ({@code jmeter}). */
    String id();

    /** The tool, its version and the client it calls with, as the output names its library. */
    String name();

    /** How finely the tool itself reports a call's time, for the output (e.g. "whole ms"). */
    String resolution();

    /**
     * One sampler for one thread, calling the benchmark service's {@code ping} at this
     * {@code http-json} endpoint, with the tool's own keep-alive connection handling.
     *
     * @param timeout bounds connecting and each wait for the reply
     */
    Sampler sampler(String endpoint, Duration timeout) throws Exception;

    /** A tool's sampler, used by the thread that made it, and only by it. */
    interface Sampler extends AutoCloseable {
        /**
         * Makes one call, and returns its time as the tool reports it, in nanoseconds (so a
         * tool reporting whole milliseconds returns multiples of 1,000,000).
         *
         * @throws Exception when the tool reports the call as failed
         */
        long sample() throws Exception;
    }
}
