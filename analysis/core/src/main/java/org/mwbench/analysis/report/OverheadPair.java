package org.mwbench.analysis.report;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.analysis.store.StoredRunException;

/**
 * Demarey et al. 2004's Table 3 pairing: a stack measured over another, such as RMI-IIOP over its ORB
 * ({@code rmi-iiop/corba-glassfish}) or the same middleware remote against collocated,
 * from two runs ({@code rmi@2/rmi@1}: run 2's rmi over run 1's). Run numbers count the
 * report's runs from 1; without one, the pair is looked for in every run.
 */
public record OverheadPair(String stack, int stackRun, String base, int baseRun) {
    /**
     * Pairs shown when none are asked for, where both sides were measured in one run. The EJB
     * container over plain Java RMI is the row Demarey et al. 2004 gave JOnAS (220%) and JBoss
     * (1086%).
     */
    public static final List<OverheadPair> DEFAULTS = List.of(
            new OverheadPair("rmi-iiop", 0, "corba-glassfish", 0),
            new OverheadPair("grpc", 0, "grpc-direct", 0),
            new OverheadPair("ejb-openejb", 0, "rmi", 0));

    /** Parses {@code STACK[@RUN]/BASE[@RUN]}; a bad one fails naming the option and what was expected. */
    public static OverheadPair parse(String text) throws StoredRunException {
        String[] sides = text.split("/");
        if (sides.length != 2 || sides[0].isBlank() || sides[1].isBlank()) {
            throw new StoredRunException("--overhead '" + text + "': expected STACK/BASE, such as rmi-iiop/corba-glassfish"
                    + " or rmi@2/rmi@1 (the second run's rmi over the first's)");
        }
        String[] stack = side(text, sides[0]);
        String[] base = side(text, sides[1]);
        return new OverheadPair(stack[0], Integer.parseInt(stack[1]), base[0], Integer.parseInt(base[1]));
    }

    private static String[] side(String text, String side) throws StoredRunException {
        String[] parts = side.trim().split("@");
        if (parts.length == 1) {
            return new String[] {parts[0], "0"};
        }
        if (parts.length != 2 || !parts[1].matches("[1-9]\\d{0,3}")) {
            throw new StoredRunException("--overhead '" + text + "': '" + side + "' must be MIDDLEWARE or MIDDLEWARE@RUN,"
                    + " RUN counting the report's runs from 1");
        }
        return parts;
    }

    public static List<OverheadPair> parseAll(List<String> texts) throws StoredRunException {
        List<OverheadPair> pairs = new ArrayList<>();
        for (String text : texts) {
            pairs.add(parse(text));
        }
        return pairs;
    }
}
