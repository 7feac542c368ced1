package org.mwbench.injectors.plugins;

import java.util.concurrent.atomic.AtomicLong;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.Control;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.AbstractPlugin;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * {@code counter}: a count that controls {@code increment} and {@code reset}, that tests
 * {@code lessThan} and {@code atLeast} compare, and that {@code ${use-id:value}} reads;
 * what a {@code <while>} loop counts its turns with.
 *
 * <p>By default each virtual user has its own counter, a plain field: a user runs on one
 * thread at a time, so it needs no atomic. With {@code shared=true} every user of the
 * {@code <use>} counts on one AtomicLong owned by the template (two {@code <use>}s never
 * share one); a shared {@code reset} races with the other users' increments, by nature.
 *
 * <p>Between two iterations of a behavior ({@code SessionObject.reset()}) the counter
 * keeps its value, so that it can count iterations; a loop starts its count with the
 * {@code reset} control.
 */
public final class CounterPlugin extends AbstractPlugin {
    public CounterPlugin() {
        super("counter.xml");
    }

    @Override
    public SessionObject template(Parameters parameters) throws PluginException {
        ObjectParameters.requireConstants(parameters, "start", "step", "shared");
        return new Template(parameters.longValue("start"), parameters.longValue("step"), parameters.flag("shared"));
    }

    private static final class Template implements SessionObject {
        private final long start;
        private final long step;
        /** Null when each user counts on its own. */
        private final AtomicLong shared;

        Template(long start, long step, boolean shared) {
            this.start = start;
            this.step = step;
            this.shared = shared ? new AtomicLong(start) : null;
        }

        @Override
        public SessionObject newSession(int userId) {
            return shared == null ? new OwnCounter(start, step) : new SharedCounter(shared, start, step);
        }
    }

    /** What both kinds of counter offer, over three primitive operations. */
    private abstract static class Counter implements SessionObject {
        final long start;
        final long step;

        Counter(long start, long step) {
            this.start = start;
            this.step = step;
        }

        abstract long value();

        abstract void add(long delta);

        abstract void set(long value);

        @Override
        public SessionObject newSession(int userId) {
            throw new UnsupportedOperationException("a counter session is made from its template");
        }

        @Override
        public Control control(String name, Parameters parameters) throws PluginException {
            switch (name) {
                case "increment":
                    return () -> add(step);
                case "reset":
                    return () -> set(start);
                default:
                    return SessionObject.super.control(name, parameters);
            }
        }

        @Override
        public Condition test(String name, Parameters parameters) throws PluginException {
            switch (name) {
                case "lessThan": {
                    LongParameter limit = LongParameter.of(parameters, "limit");
                    return () -> value() < limit.get();
                }
                case "atLeast": {
                    LongParameter limit = LongParameter.of(parameters, "limit");
                    return () -> value() >= limit.get();
                }
                default:
                    return SessionObject.super.test(name, parameters);
            }
        }

        /** Allocates the decimal String, inherently: variables are Strings. */
        @Override
        public String variable(String name) {
            if (name.equals("value")) {
                return Long.toString(value());
            }
            throw new IllegalArgumentException("no variable '" + name + "'; counter offers value");
        }
    }

    private static final class OwnCounter extends Counter {
        private long value;

        OwnCounter(long start, long step) {
            super(start, step);
            value = start;
        }

        @Override
        long value() {
            return value;
        }

        @Override
        void add(long delta) {
            value += delta;
        }

        @Override
        void set(long newValue) {
            value = newValue;
        }
    }

    private static final class SharedCounter extends Counter {
        private final AtomicLong value;

        SharedCounter(AtomicLong value, long start, long step) {
            super(start, step);
            this.value = value;
        }

        @Override
        long value() {
            return value.get();
        }

        @Override
        void add(long delta) {
            value.addAndGet(delta);
        }

        @Override
        void set(long newValue) {
            value.set(newValue);
        }
    }
}
