package org.mwbench.analysis.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which series belong together, read from their names alone so that a new middleware needs no
 * edit here: the family is the name's first word (letters and digits up to the first '-', space
 * or other mark), lower case; a bridge "A->B" belongs to its caller A. So corba-jacorb and
 * corba-omniorb are one family, http-json and http-floor another, "tcp ping" is tcp.
 */
final class SeriesFamily {

    private SeriesFamily() {
    }

    /** The family of one series name; a name with no letter or digit up front is a family of its own. */
    static String of(String name) {
        int arrow = name.indexOf("->");
        String caller = arrow > 0 ? name.substring(0, arrow) : name;
        int end = 0;
        while (end < caller.length() && Character.isLetterOrDigit(caller.charAt(end))) {
            end++;
        }
        return end == 0 ? name : caller.substring(0, end).toLowerCase(Locale.ROOT);
    }

    /**
     * The families of these names in order of first appearance, each with the positions of its
     * members. When every name falls into one family ("series 1", "series 2"), the grouping says
     * nothing, and each series is a family of its own so that it still gets a hue of its own.
     */
    static List<List<Integer>> group(List<String> names) {
        Map<String, List<Integer>> families = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            families.computeIfAbsent(of(names.get(i)), family -> new ArrayList<>()).add(i);
        }
        if (families.size() == 1 && names.size() > 1) {
            List<List<Integer>> single = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                single.add(List.of(i));
            }
            return single;
        }
        return new ArrayList<>(families.values());
    }
}
