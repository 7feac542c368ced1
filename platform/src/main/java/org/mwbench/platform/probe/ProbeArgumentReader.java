package org.mwbench.platform.probe;

import java.util.List;
import java.util.regex.Pattern;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeFiles;

/**
 * Reads a probe's argument, CLIF's word list {@code PERIOD_MS DURATION_S [EXTRA]}: the polling
 * period in ms (default {@value ProbeSettings#DEFAULT_PERIOD_MILLIS}), the duration in s (default 0:
 * until the injectors are done) and the family's extra word, if it takes one. Each family's
 * probe names its reader, a subclass here that says what its extra is.
 */
public abstract class ProbeArgumentReader implements ArgumentReader<ProbeSettings> {
    /** Interface and device names, and blade ids: no spaces, commas or shell characters. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@:/-]{0,63}");

    private final String extra;

    /** @param extra what the third word is (for messages), or null when the family takes none */
    protected ProbeArgumentReader(String extra) {
        this.extra = extra;
    }

    @Override
    public BladeArguments split(String bladeId, String argument) throws BladeException {
        return BladeArguments.parseWithWords(bladeId, argument);
    }

    @Override
    public ProbeSettings read(BladeArguments arguments, BladeFiles files) throws BladeException {
        arguments.requireAllKnown(); // CLIF's probe argument is words only: any name=value is refused
        List<String> words = arguments.words();
        int allowed = extra == null ? 2 : 3;
        if (words.size() > allowed) {
            throw new BladeException("blade " + arguments.bladeId() + ": a probe's argument is " + usage()
                    + "; '" + String.join(" ", words.subList(allowed, words.size())) + "' is one word too many");
        }
        long period = words.size() > 0 ? number(arguments, words.get(0), "period", ProbeSettings.MIN_PERIOD_MILLIS,
                "a whole number of ms, at least " + ProbeSettings.MIN_PERIOD_MILLIS) : ProbeSettings.DEFAULT_PERIOD_MILLIS;
        long duration = words.size() > 1 ? number(arguments, words.get(1), "duration", 0,
                "a whole number of s, 0 for as long as the injectors run") : 0;
        String named = words.size() > 2 ? words.get(2) : null;
        if (named != null && !NAME.matcher(named).matches()) {
            throw arguments.invalid(extra, named, "a name of letters, digits and . _ @ : / -");
        }
        return new ProbeSettings(period, duration, named);
    }

    private long number(BladeArguments arguments, String word, String name, long min, String expected)
            throws BladeException {
        try {
            long value = Long.parseLong(word);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below, with the word's place in the argument
        }
        throw new BladeException("blade " + arguments.bladeId() + ": the probe's " + name + " '" + word
                + "' is not valid: expected " + expected + " (the argument is " + usage() + ")");
    }

    private String usage() {
        return "PERIOD_MS DURATION_S" + (extra == null ? "" : " [" + extra + "]") + ", e.g. 1000 60"
                + (extra == null ? "" : " " + example());
    }

    private String example() {
        return switch (extra) {
            case NetworkProbe.EXTRA -> "eth0";
            case DiskProbe.EXTRA -> "sda";
            default -> "tcp-server";
        };
    }

    /** cpu and memory: no extra word. */
    public static final class Plain extends ProbeArgumentReader {
        public Plain() {
            super(null);
        }
    }

    /** network: the interface, all but loopback when absent. */
    public static final class Interface extends ProbeArgumentReader {
        public Interface() {
            super(NetworkProbe.EXTRA);
        }
    }

    /** disk: the device, every disk when absent. */
    public static final class Device extends ProbeArgumentReader {
        public Device() {
            super(DiskProbe.EXTRA);
        }
    }

    /** jvm: the server blade whose JVM to watch, the agent's own when absent. */
    public static final class ServerBlade extends ProbeArgumentReader {
        public ServerBlade() {
            super(JvmProbe.EXTRA);
        }
    }
}
