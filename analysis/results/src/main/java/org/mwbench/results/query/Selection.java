package org.mwbench.results.query;

import java.util.Locale;

/**
 * Some stored runs, named the way a user types them: {@code plan=latency-ping,last=5,testbed=3fa2}
 * (the latest {@code last} runs of a plan, on the testbed whose key starts so; {@code last}
 * is 1 unless given) or {@code run=KEY} (one run by its key, a unique prefix of it, or its
 * folder's name). A leading {@code db:} is allowed, as the command line writes it beside folders.
 */
public record Selection(String plan, String testbed, int last, String run) {
    /** The largest {@code last} taken: a comparison reads every selected run's measures. */
    public static final int MAX_RUNS = 1000;
    public static final String PREFIX = "db:";

    public Selection {
        if ((plan == null) == (run == null)) {
            throw new IllegalArgumentException("a selection names a plan (plan=NAME[,last=N][,testbed=KEY]) "
                    + "or one run (run=KEY), not " + (plan == null ? "neither" : "both"));
        }
        if (last < 1 || last > MAX_RUNS) {
            throw new IllegalArgumentException("last must be between 1 and " + MAX_RUNS + ", not " + last);
        }
    }

    public static Selection ofRun(String run) {
        return new Selection(null, null, 1, run);
    }

    /** @throws IllegalArgumentException naming the part that is wrong */
    public static Selection parse(String text) {
        String body = text.strip();
        if (body.startsWith(PREFIX)) {
            body = body.substring(PREFIX.length());
        }
        String plan = null;
        String testbed = null;
        String run = null;
        int last = 1;
        for (String part : body.split(",")) {
            int equals = part.indexOf('=');
            String name = equals < 0 ? part.strip() : part.substring(0, equals).strip().toLowerCase(Locale.ROOT);
            String value = equals < 0 ? "" : part.substring(equals + 1).strip();
            if (value.isEmpty()) {
                throw new IllegalArgumentException("'" + part.strip() + "' in selection '" + text
                        + "' has no value; write NAME=VALUE (plan, last, testbed or run)");
            }
            switch (name) {
                case "plan" -> plan = value;
                case "testbed" -> testbed = value;
                case "run" -> run = value;
                case "last" -> last = number(value, text);
                default -> throw new IllegalArgumentException("'" + name + "' in selection '" + text
                        + "' is not one of plan, last, testbed, run");
            }
        }
        return new Selection(plan, testbed, last, run);
    }

    private static int number(String value, String text) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("last=" + value + " in selection '" + text + "' is not a whole number");
        }
    }

    /** The selection as it is typed. */
    @Override
    public String toString() {
        return run != null ? "run=" + run
                : "plan=" + plan + ",last=" + last + (testbed == null ? "" : ",testbed=" + testbed);
    }
}
