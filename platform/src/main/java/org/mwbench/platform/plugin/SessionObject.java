package org.mwbench.platform.plugin;

/**
 * A plugin's state for one virtual user: a client stub, a connection, a counter. The
 * runner makes a template per scenario {@code <use>}, then one session object per user
 * from it, and binds the scenario's actions to that session object once, when the user
 * starts, so that a measured call goes straight to the bound {@link Sample}.
 */
public interface SessionObject {

    /** A session object for one virtual user, made from this template (CLIF's createNewSessionObject). */
    SessionObject newSession(int userId) throws Exception;

    /** Between two iterations of the user's behavior, for plugins that keep per-iteration state. */
    default void reset() throws Exception {
    }

    /** When the user ends: release connections and threads. */
    default void close() throws Exception {
    }

    /**
     * Binds one of the descriptor's samples to this session. Parameters that hold no
     * variables can be read once here; others should be read inside the sample, per call.
     * An {@link AsyncSample} is a sample whose call ends later, told from any thread.
     */
    default Sample sample(String name, Parameters parameters) throws PluginException {
        throw new PluginException("offers no sample '" + name + "'");
    }

    default Timer timer(String name, Parameters parameters) throws PluginException {
        throw new PluginException("offers no timer '" + name + "'");
    }

    default Condition test(String name, Parameters parameters) throws PluginException {
        throw new PluginException("offers no test '" + name + "'");
    }

    default Control control(String name, Parameters parameters) throws PluginException {
        throw new PluginException("offers no control '" + name + "'");
    }

    /** The current value of one of the descriptor's variables, for {@code ${use-id:variable}}. */
    default String variable(String name) {
        throw new IllegalArgumentException("no variable '" + name + "'");
    }
}
