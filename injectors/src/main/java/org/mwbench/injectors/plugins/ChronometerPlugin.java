package org.mwbench.injectors.plugins;

import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * {@code chronometer}: a stopwatch per virtual user, e.g. to loop "for 10 s" with
 * {@code <while>} and {@code elapsedLessThan}, or to read a lap as {@code elapsed_ms}.
 *
 * <p>System.nanoTime, never currentTimeMillis: the wall clock can be stepped by NTP in
 * the middle of a lap. Times are compared by subtraction, which stays right across the
 * (theoretical) wrap-around of nanoTime.
 */
public final class ChronometerPlugin extends AbstractPlugin {
    public ChronometerPlugin() {
        super("chronometer.xml");
    }

    @Override
    public SessionObject template(Parameters parameters) {
        return new Template();
    }

    private static final class Template implements SessionObject {
        @Override
        public SessionObject newSession(int userId) {
            return new Chronometer();
        }
    }

    /**
     * {@code start} begins a lap (again, if one runs); {@code stop} ends it and a second
     * stop keeps the first one's lap. Elapsed time is the running lap's, else the last
     * lap's. Reading it before any start is an error, not 0: a forgotten start would
     * otherwise make "while elapsedLessThan 10s" loop for ever.
     */
    private static final class Chronometer implements SessionObject {
        private boolean started;
        private boolean running;
        private long startNanos;
        private long stopNanos;

        @Override
        public SessionObject newSession(int userId) {
            throw new UnsupportedOperationException("a chronometer session is made from its template");
        }

        @Override
        public Control control(String name, Parameters parameters) throws PluginException {
            switch (name) {
                case "start":
                    return () -> {
                        startNanos = System.nanoTime();
                        started = true;
                        running = true;
                    };
                case "stop":
                    return () -> {
                        if (running) {
                            stopNanos = System.nanoTime();
                            running = false;
                        }
                    };
                default:
                    return SessionObject.super.control(name, parameters);
            }
        }

        @Override
        public Condition test(String name, Parameters parameters) throws PluginException {
            if (name.equals("elapsedLessThan")) {
                LongParameter limit = LongParameter.nanos(parameters, "duration");
                return () -> elapsedNanos() < limit.get();
            }
            return SessionObject.super.test(name, parameters);
        }

        private long elapsedNanos() {
            if (!started) {
                throw new IllegalStateException("the chronometer was never started: use its start control first");
            }
            return (running ? System.nanoTime() : stopNanos) - startNanos;
        }

        /** Whole milliseconds, rounded down; allocates the String, inherently. */
        @Override
        public String variable(String name) {
            if (name.equals("elapsed_ms")) {
                return Long.toString(elapsedNanos() / 1_000_000);
            }
            throw new IllegalArgumentException("no variable '" + name + "'; chronometer offers elapsed_ms");
        }
    }
}
