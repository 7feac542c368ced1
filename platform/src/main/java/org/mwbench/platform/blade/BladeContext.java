package org.mwbench.platform.blade;

import org.mwbench.platform.event.ActionRecorder;
import org.mwbench.platform.event.ActionTypes;

/** What the platform gives a blade's insert: its settings, its clock and where to record. */
public interface BladeContext {
    String bladeId();

    String agentName();

    /**
     * The address of the host this blade runs on, as other hosts reach it: the agent's
     * {@code --bind} address (an emulated host's 198.18.0.x), or loopback for the embedded
     * {@code local host} and for an agent listening on every interface. A server blade
     * listens there unless its argument says otherwise.
     */
    String hostAddress();

    /** The plan's {@code blade.N.argument}. */
    String argument();

    /**
     * A file the argument names: the copy the supervisor sent with the deploy, or else the
     * file at that path on the agent's own disk. The supervisor sends only the files of the
     * parameters the blade's class declares with {@link FileParameters}.
     *
     * @throws java.io.IOException naming the blade and the file, when neither exists
     */
    byte[] file(String name) throws java.io.IOException;

    TimeBase timeBase();

    /**
     * The endpoint a server blade of this run published at deploy time.
     *
     * @throws BladeException naming the blade ids that do have endpoints, when there is no such server blade
     */
    String endpoint(String serverBladeId) throws BladeException;

    ActionTypes actionTypes();

    /** A recorder for one recording thread; close it when the thread records no more. */
    default ActionRecorder newRecorder() {
        return newRecorder(true);
    }

    /** @param keepEvents false to keep only histograms, no {@code action} rows */
    ActionRecorder newRecorder(boolean keepEvents);

    void alarm(AlarmSeverity severity, String message);

    /**
     * A further event file in the blade's folder (collected with the others), for what
     * only this kind of blade records, such as a benchmark loop's step means.
     */
    java.io.Writer newEventFile(String name) throws java.io.IOException;

    /**
     * Publishes a value the live view reads at every interval, such as the population of
     * virtual users; it is stored in the blade's {@code gauges} file.
     */
    void gauge(String name, java.util.function.LongSupplier value);

    /** The insert finished its work by itself (its duration or call count is reached). */
    void completed();

    /** The insert cannot go on; the blade is aborted and the cause kept as an alarm. */
    void failed(Throwable cause);
}
