package org.mwbench.contract.middleware;

/**
 * The settings every server takes under the same name where its middleware has them, so that
 * a plan can make every server equivalent (CCMPerf's "scripts that make configurations
 * equivalent"): {@code option.threads=64 option.backlog=1024} means the same thing to each.
 * Each server maps a knob to its middleware's own setting, or refuses it and says why the
 * middleware has none; {@code prefer.threads=64} asks for it only where the middleware has it
 * ({@link ServerOptions#PREFERRED}). {@code mwbench server --knobs} prints what each installed
 * server maps them to ({@link MiddlewareServer#knobs()}).
 */
public enum ServerKnob {
    /** Worker threads that run calls: the most calls served at once. */
    THREADS("threads", "worker threads serving calls"),
    /** Connections the kernel completes and queues until the server accepts them. */
    BACKLOG("backlog", "accept backlog"),
    /** Requests received and waiting for a worker thread; one more is refused. */
    QUEUE("queue", "request-queue limit"),
    /** Connections open at once; one more waits or is refused, as the middleware does. */
    MAX_CONNECTIONS("max_connections", "connection limit");

    private final String option;
    private final String meaning;

    ServerKnob(String option, String meaning) {
        this.option = option;
        this.meaning = meaning;
    }

    /** Its name in {@link ServerSettings#options()} and in a plan's {@code option.NAME=VALUE}. */
    public String option() {
        return option;
    }

    /** What it limits, in a few words, for messages. */
    public String meaning() {
        return meaning;
    }
}
