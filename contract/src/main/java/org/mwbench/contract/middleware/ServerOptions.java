package org.mwbench.contract.middleware;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A server's options, read once and checked: the {@link ServerKnob knobs} its middleware has,
 * with their defaults; the knobs it has not, each refused with the reason; and the
 * middleware's own options, which the server reads as text. One place parses and refuses, so
 * that every server answers {@code option.backlog=abc} or {@code option.queue=10} the same way:
 *
 * <pre>{@code
 * ServerOptions options = ServerOptions.of(PROTOCOL, settings.options())
 *         .knob(ServerKnob.BACKLOG, 1024, "the ServerSocket's backlog (the JDK's default is 50)")
 *         .unbounded(ServerKnob.MAX_CONNECTIONS, "the acceptor's own limit")
 *         .unavailable(ServerKnob.THREADS, "one thread per connection, by design")
 *         .unavailable(ServerKnob.QUEUE, "no request queue: each connection's thread reads its own")
 *         .read();
 * }</pre>
 *
 * Every knob must be declared, one way or the other, before {@link Reader#read()}: a server
 * cannot forget one. A knob the middleware has says what it sets (the middleware's own setting,
 * and how it behaves at the limit), one it has not says why: read from no options, the
 * declaration is the server's row of {@code mwbench server --knobs}
 * ({@link MiddlewareServer#knobs()}), so that the declaration is the one place these facts are
 * written. {@link #configuration()} then gives what the server runs with, defaults included,
 * for {@link ServerHandle#configuration()}.
 *
 * <p>A knob given as {@code threads} is strict: a middleware without it refuses it. Given as
 * {@value #PREFERRED}{@code threads} (a plan's {@code prefer.threads=1024}), it is preferred: a
 * middleware with the knob takes it as if strict, one without it starts anyway and its
 * {@link #configuration()} records the knob as {@value #NOT_APPLIED} with the middleware's
 * reason. That is how one plan line makes every server equivalent as far as each can be.
 */
public final class ServerOptions {
    /** A knob's value in {@link #configuration()} when the middleware has no such setting. */
    public static final String NOT_AVAILABLE = "not available";
    /** The start of a preferred knob's name in the given options: {@code prefer.threads}. */
    public static final String PREFERRED = "prefer.";
    /** The start of a knob's value in {@link #configuration()} when it was preferred but the middleware has it not. */
    public static final String NOT_APPLIED = "not applied";
    /** A knob's value in {@link #configuration()} when nothing limits it. */
    public static final String UNBOUNDED = "unbounded";
    /** The largest value a knob takes: far above anything a benchmark host serves. */
    public static final int MAX_VALUE = 1_000_000;

    private final String protocol;
    private final Map<ServerKnob, OptionalInt> knobs;
    private final Map<ServerKnob, String> sets;
    private final Map<ServerKnob, String> unavailable;
    private final Set<ServerKnob> notApplied;
    private final Map<String, String> others;

    private ServerOptions(String protocol, Map<ServerKnob, OptionalInt> knobs, Map<ServerKnob, String> sets,
                          Map<ServerKnob, String> unavailable, Set<ServerKnob> notApplied, Map<String, String> others) {
        this.protocol = protocol;
        this.knobs = knobs;
        this.sets = sets;
        this.unavailable = unavailable;
        this.notApplied = notApplied;
        this.others = others;
    }

    /** Starts reading {@code options}, the ones a plan or a test gave the server of {@code protocol}. */
    public static Reader of(String protocol, Map<String, String> options) {
        return new Reader(protocol, options);
    }

    /**
     * A knob's value, the given one or the default.
     *
     * @throws IllegalStateException when the server declared the knob unbounded or unavailable
     */
    public int value(ServerKnob knob) {
        return limit(knob).orElseThrow(() -> new IllegalStateException(
                "protocol '" + protocol + "': knob " + knob.option() + " has no value"));
    }

    /** A knob's value; empty when it is unbounded. */
    public OptionalInt limit(ServerKnob knob) {
        OptionalInt value = knobs.get(knob);
        if (value == null) {
            throw new IllegalStateException("protocol '" + protocol + "' declared no knob " + knob.option());
        }
        return value;
    }

    /** One of the middleware's own options as given, or {@code fallback}. */
    public String text(String option, String fallback) {
        if (!others.containsKey(option)) {
            throw new IllegalStateException("protocol '" + protocol + "' declared no option " + option);
        }
        String value = others.get(option);
        return value == null ? fallback : value;
    }

    /**
     * One of the middleware's own options as a whole number from 1 to {@code max}, or
     * {@code fallback} when it was not given.
     *
     * @throws IllegalArgumentException naming the protocol, the option and the value
     */
    public long positive(String option, long fallback, long max) {
        String value = text(option, null);
        return value == null ? fallback : wholeNumber(protocol, option, value, max);
    }

    /** {@code value} as a whole number from 1 to {@code max}; a refusal names the protocol and the option. */
    private static long wholeNumber(String protocol, String option, String value, long max) {
        try {
            long parsed = Long.parseLong(value.trim());
            if (parsed >= 1 && parsed <= max) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("protocol '" + protocol + "': option " + option + " is a whole number from 1 to "
                + max + ", not '" + value + "'");
    }

    /**
     * Every knob in {@link ServerKnob}'s order: its value, {@value #UNBOUNDED}, or
     * {@value #NOT_AVAILABLE}; a preferred knob the middleware has not reads
     * {@code "not applied: "} and the middleware's reason. A new, modifiable map: the server adds
     * its own options and the values it derives, then hands it to its {@link ServerHandle}.
     */
    public Map<String, String> configuration() {
        Map<String, String> configuration = new LinkedHashMap<>();
        for (ServerKnob knob : ServerKnob.values()) {
            OptionalInt value = knobs.get(knob);
            String text;
            if (value != null) {
                text = value.isPresent() ? Integer.toString(value.getAsInt()) : UNBOUNDED;
            } else {
                text = notApplied.contains(knob) ? NOT_APPLIED + ": " + unavailable.get(knob) : NOT_AVAILABLE;
            }
            configuration.put(knob.option(), text);
        }
        return configuration;
    }

    /** The protocol's reason for not taking {@code knob}; null when it takes it. */
    public String unavailableReason(ServerKnob knob) {
        return unavailable.get(knob);
    }

    /**
     * What {@code knob} sets in the middleware, as its server declared it
     * ({@code jacorb.poa.thread_pool_max}, "the ServerSocket's backlog"), with what happens at
     * the limit where that matters; null when the middleware has not the knob.
     */
    public String sets(ServerKnob knob) {
        return sets.get(knob);
    }

    /** A finished configuration, unmodifiable and in its order, for a {@link ServerHandle}. */
    public static Map<String, String> frozen(Map<String, String> configuration) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(configuration));
    }

    /** Declares the knobs and options of one server, then reads and checks the given ones. */
    public static final class Reader {
        private final String protocol;
        private final Map<String, String> given;
        private final Map<ServerKnob, Integer> defaults = new EnumMap<>(ServerKnob.class);
        private final Set<ServerKnob> unboundedByDefault = new LinkedHashSet<>();
        private final Map<ServerKnob, Integer> maxima = new EnumMap<>(ServerKnob.class);
        private final Map<ServerKnob, String> sets = new EnumMap<>(ServerKnob.class);
        private final Map<ServerKnob, String> unavailable = new EnumMap<>(ServerKnob.class);
        private final Set<String> others = new LinkedHashSet<>();

        private Reader(String protocol, Map<String, String> given) {
            this.protocol = protocol;
            this.given = given;
        }

        /**
         * A knob the middleware has, {@code defaultValue} when not given.
         *
         * @param sets what the knob sets in the middleware, in a few words: its own setting's name
         *     ({@code jacorb.poa.thread_pool_max}) or what it is ("the ServerSocket's backlog"), and
         *     what happens at the limit where that matters
         */
        public Reader knob(ServerKnob knob, int defaultValue, String sets) {
            return knob(knob, defaultValue, MAX_VALUE, sets);
        }

        /** A knob the middleware has, at most {@code max} (the middleware's own ceiling); {@code sets} as above. */
        public Reader knob(ServerKnob knob, int defaultValue, int max, String sets) {
            declare(knob, sets);
            defaults.put(knob, defaultValue);
            maxima.put(knob, max);
            return this;
        }

        /** A knob the middleware has, with no limit unless one is given; {@code sets} as for {@link #knob}. */
        public Reader unbounded(ServerKnob knob, String sets) {
            declare(knob, sets);
            unboundedByDefault.add(knob);
            maxima.put(knob, MAX_VALUE);
            return this;
        }

        /**
         * A knob the middleware has no setting for: given, it is refused with {@code why},
         * which should say what the middleware does instead.
         */
        public Reader unavailable(ServerKnob knob, String why) {
            declare(knob);
            if (why == null || why.isBlank()) {
                throw new IllegalStateException("protocol '" + protocol + "' does not say why it has no knob " + knob.option());
            }
            unavailable.put(knob, why);
            return this;
        }

        /** Options of this middleware's own, read with {@link ServerOptions#text}. */
        public Reader options(String... names) {
            others.addAll(Set.of(names));
            return this;
        }

        private void declare(ServerKnob knob) {
            if (defaults.containsKey(knob) || unboundedByDefault.contains(knob) || unavailable.containsKey(knob)) {
                throw new IllegalStateException("protocol '" + protocol + "' declares knob " + knob.option() + " twice");
            }
        }

        /** A knob the middleware has: what it sets is part of the declaration, never left out. */
        private void declare(ServerKnob knob, String what) {
            declare(knob);
            if (what == null || what.isBlank()) {
                throw new IllegalStateException("protocol '" + protocol + "' does not say what knob " + knob.option()
                        + " sets");
            }
            sets.put(knob, what.strip());
        }

        /**
         * @throws IllegalArgumentException naming the protocol and the option: an unknown
         *         option, a knob the middleware does not have (with the reason), a knob given both
         *         strict and preferred, or a value that is not a whole number from 1 to the knob's maximum
         */
        public ServerOptions read() {
            Set<String> known = new LinkedHashSet<>(others);
            Map<String, String> unchecked = new LinkedHashMap<>(given);
            Set<ServerKnob> notApplied = EnumSet.noneOf(ServerKnob.class);
            for (ServerKnob knob : ServerKnob.values()) {
                if (!defaults.containsKey(knob) && !unboundedByDefault.contains(knob) && !unavailable.containsKey(knob)) {
                    throw new IllegalStateException("protocol '" + protocol + "' does not say whether it takes knob "
                            + knob.option());
                }
                String preferred = PREFERRED + knob.option();
                if (given.containsKey(knob.option()) && given.containsKey(preferred)) {
                    throw new IllegalArgumentException("protocol '" + protocol + "': knob " + knob.option()
                            + " is given both strict (" + knob.option() + ") and preferred (" + preferred + "); give one");
                }
                unchecked.remove(preferred);
                String why = unavailable.get(knob);
                if (why == null) {
                    known.add(knob.option());
                } else if (given.containsKey(knob.option())) {
                    throw new IllegalArgumentException("protocol '" + protocol + "' has no option " + knob.option()
                            + " (" + knob.meaning() + "): " + why);
                } else if (given.containsKey(preferred)) {
                    notApplied.add(knob);
                }
            }
            Middlewares.requireKnownOptions(protocol, unchecked, known);
            return new ServerOptions(protocol, values(), Map.copyOf(sets), unavailable, notApplied, texts());
        }

        /** Each knob the middleware has: given strict or preferred, else its default. */
        private Map<ServerKnob, OptionalInt> values() {
            Map<ServerKnob, OptionalInt> values = new EnumMap<>(ServerKnob.class);
            for (ServerKnob knob : ServerKnob.values()) {
                if (unavailable.containsKey(knob)) {
                    continue;
                }
                String value = given.getOrDefault(knob.option(), given.get(PREFERRED + knob.option()));
                if (value != null) {
                    values.put(knob, OptionalInt.of(parse(knob, value, maxima.get(knob))));
                } else if (unboundedByDefault.contains(knob)) {
                    values.put(knob, OptionalInt.empty());
                } else {
                    values.put(knob, OptionalInt.of(defaults.get(knob)));
                }
            }
            return values;
        }

        private Map<String, String> texts() {
            Map<String, String> texts = new LinkedHashMap<>();
            for (String option : others) {
                texts.put(option, given.get(option));
            }
            return texts;
        }

        private int parse(ServerKnob knob, String value, int max) {
            return (int) wholeNumber(protocol, knob.option() + " (" + knob.meaning() + ")", value, max);
        }
    }
}
