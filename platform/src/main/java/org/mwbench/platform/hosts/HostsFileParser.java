package org.mwbench.platform.hosts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mwbench.platform.blade.Durations;
import org.mwbench.platform.plan.LocatedProperties;
import org.mwbench.platform.plan.PlanException;

/**
 * Reads a hosts file: Java properties with one group of {@code host.N.*} keys per emulated
 * host, the way a plan has one group per blade. Every problem is reported with its file, line
 * and key, all at once, as plan errors are, so {@code mwbench run} stops with exit 2 before it
 * creates anything.
 */
public final class HostsFileParser {
    /** Addresses are 198.18.0.(N+2), and N also names the host's interfaces, which have 15 characters. */
    public static final int MAX_HOST_NUMBER = 99;

    private static final Pattern HOST_KEY = Pattern.compile("host\\.([0-9]+)\\.([A-Za-z_]+)");
    /** An agent name that can also be part of a namespace name: no spaces, no slashes. */
    private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}");
    private static final Pattern CPU_LIST = Pattern.compile("[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*");
    /** {@code tc}'s rate units: bits per second, with decimal prefixes. */
    private static final Pattern RATE = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(bit|kbit|mbit|gbit)");
    private static final Pattern LOSS = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)%?");
    private static final List<String> PROPERTIES = List.of("name", "cpus", "mtu", "rate", "delay", "jitter", "loss",
            "comment");
    /** Below IPv4's minimum an interface refuses the MTU; above, a veth does. */
    private static final int MIN_MTU = 576;
    private static final int MAX_MTU = 65535;

    private HostsFileParser() {
    }

    /**
     * @param origin the file's path, for messages
     * @param cores  how many cores this machine has: a host's cores must exist
     */
    public static HostsFile parse(String text, String origin, int cores) throws PlanException {
        LocatedProperties file = LocatedProperties.load(text, origin);
        Map<Integer, Map<String, String>> groups = new TreeMap<>();
        for (String key : file.keys()) {
            Matcher matcher = HOST_KEY.matcher(key);
            if (!matcher.matches() || !PROPERTIES.contains(matcher.group(2))) {
                file.error(key, "unknown key; a hosts file only has host.N.{" + String.join(",", PROPERTIES) + "}");
                continue;
            }
            int number = matcher.group(1).length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(matcher.group(1));
            if (number > MAX_HOST_NUMBER || !matcher.group(1).equals(Integer.toString(number))) {
                file.error(key, "host numbers go from 0 to " + MAX_HOST_NUMBER + ", written without leading zeros");
                continue;
            }
            groups.computeIfAbsent(number, n -> new HashMap<>()).put(matcher.group(2), file.value(key));
        }
        List<EmulatedHost> hosts = new ArrayList<>();
        Map<String, String> firstKeyOfName = new HashMap<>();
        for (Map.Entry<Integer, Map<String, String>> group : groups.entrySet()) {
            EmulatedHost host = new HostGroup(group.getKey(), group.getValue(), file, cores).read();
            if (host != null && file.firstUse(firstKeyOfName, host.name(), "host." + host.number() + ".name", "host name")) {
                hosts.add(host);
            }
        }
        if (groups.isEmpty()) {
            file.fileError("the file defines no host (expected host.0.name, host.0.cpus, ...)");
        }
        file.throwIfAny();
        return new HostsFile(origin, hosts);
    }

    /** One {@code host.N.*} group, read value by value, each bad value an error at its own key. */
    private static final class HostGroup {
        private final int number;
        private final Map<String, String> values;
        private final LocatedProperties file;
        private final int cores;

        HostGroup(int number, Map<String, String> values, LocatedProperties file, int cores) {
            this.number = number;
            this.values = values;
            this.file = file;
            this.cores = cores;
        }

        EmulatedHost read() {
            int before = file.errors().size();
            String name = values.get("name");
            if (name == null || name.isEmpty()) {
                error(anyKey(), "host." + number + ".name", "missing: every host needs a name, the agent's name in plans");
            } else if (!HOST_NAME.matcher(name).matches()) {
                error("name", "'" + name + "' is not a valid host name: 1 to 32 letters, digits, '_', '.', '-', "
                        + "starting with a letter or digit");
            }
            String cpus = values.get("cpus");
            if (cpus == null || cpus.isEmpty()) {
                error(anyKey(), "host." + number + ".cpus",
                        "missing: name the cores the host may use, e.g. 0 or 0-1 (this machine has 0-" + (cores - 1) + ")");
            } else {
                checkCpus(cpus);
            }
            int mtu = mtu();
            long rate = 0;
            String rateText = values.get("rate");
            if (rateText != null) {
                rate = rate(rateText);
            }
            Duration delay = duration("delay");
            Duration jitter = duration("jitter");
            if (!jitter.isZero() && delay.isZero()) {
                error("jitter", "jitter varies a delay: give host." + number + ".delay too");
            }
            double loss = loss();
            if (file.errors().size() > before) {
                return null;
            }
            return new EmulatedHost(number, name, cpus, new LinkShape(mtu, rate, rateText, delay, jitter, loss));
        }

        private void checkCpus(String cpus) {
            if (!CPU_LIST.matcher(cpus).matches()) {
                error("cpus", "'" + cpus + "' is not a list of cores: write e.g. 0, 0-1 or 0,2");
                return;
            }
            for (String range : cpus.split(",")) {
                String[] ends = range.split("-");
                long low = parseCore(ends[0]);
                long high = parseCore(ends[ends.length - 1]);
                if (low > high) {
                    error("cpus", "'" + range + "' is an empty range");
                } else if (high >= cores) {
                    error("cpus", "core " + high + " does not exist: this machine has cores 0-" + (cores - 1));
                }
            }
        }

        private static long parseCore(String digits) {
            return digits.length() > 6 ? Long.MAX_VALUE : Long.parseLong(digits);
        }

        private int mtu() {
            String text = values.get("mtu");
            if (text == null) {
                return LinkShape.DEFAULT_MTU;
            }
            try {
                int mtu = Integer.parseInt(text);
                if (mtu >= MIN_MTU && mtu <= MAX_MTU) {
                    return mtu;
                }
            } catch (NumberFormatException e) {
                // reported below, with the range
            }
            error("mtu", "'" + text + "' is not an MTU: bytes, from " + MIN_MTU + " to " + MAX_MTU);
            return LinkShape.DEFAULT_MTU;
        }

        private long rate(String text) {
            Matcher matcher = RATE.matcher(text.toLowerCase(Locale.ROOT));
            if (!matcher.matches()) {
                error("rate", "'" + text + "' is not a rate: write bits per second as tc does, e.g. 100mbit, 1gbit, 512kbit");
                return 0;
            }
            double multiplier = switch (matcher.group(2)) {
                case "kbit" -> 1e3;
                case "mbit" -> 1e6;
                case "gbit" -> 1e9;
                default -> 1;
            };
            double bits = Double.parseDouble(matcher.group(1)) * multiplier;
            if (bits < 8000 || bits > 100e9) {
                error("rate", "'" + text + "' is out of range: from 8kbit to 100gbit");
                return 0;
            }
            return Math.round(bits);
        }

        private Duration duration(String property) {
            String text = values.get(property);
            if (text == null) {
                return Duration.ZERO;
            }
            try {
                Duration duration = Durations.parse(text, "ms");
                if (duration.compareTo(Duration.ofSeconds(10)) <= 0) {
                    return duration;
                }
                error(property, "'" + text + "' is over 10s, more than any network this emulates");
            } catch (IllegalArgumentException e) {
                error(property, e.getMessage());
            }
            return Duration.ZERO;
        }

        private double loss() {
            String text = values.get("loss");
            if (text == null) {
                return 0;
            }
            Matcher matcher = LOSS.matcher(text);
            double percent = matcher.matches() ? Double.parseDouble(matcher.group(1)) : -1;
            if (percent < 0 || percent > 100) {
                error("loss", "'" + text + "' is not a loss: a percentage from 0% to 100%");
                return 0;
            }
            return percent;
        }

        private String anyKey() {
            return "host." + number + "." + values.keySet().iterator().next();
        }

        private void error(String property, String message) {
            file.error("host." + number + "." + property, message);
        }

        /** A missing key has no line: the error stands at the group's first key. */
        private void error(String lineKey, String key, String message) {
            file.errorAt(lineKey, key, message);
        }
    }
}
