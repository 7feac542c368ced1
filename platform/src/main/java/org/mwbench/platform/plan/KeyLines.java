package org.mwbench.platform.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each key of a properties text stands. {@link java.util.Properties} parses values
 * correctly but forgets line numbers and silently keeps the last of two equal keys; this
 * scan recovers both so plan errors can point at a line.
 */
public final class KeyLines {
    private final Map<String, List<Integer>> linesByKey = new HashMap<>();

    public KeyLines(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        boolean continuation = false;
        for (int index = 0; index < lines.length; index++) {
            String line = lines[index];
            boolean startsEntry = !continuation;
            continuation = endsWithOddBackslashes(line);
            String trimmed = line.strip();
            if (!startsEntry || trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!")) {
                continue;
            }
            linesByKey.computeIfAbsent(keyOf(trimmed), key -> new ArrayList<>()).add(index + 1);
        }
    }

    /** The 1-based lines where the key is given, in order; empty when it is not. */
    public List<Integer> linesOf(String key) {
        return linesByKey.getOrDefault(key, List.of());
    }

    public int firstLineOf(String key) {
        List<Integer> lines = linesOf(key);
        return lines.isEmpty() ? 0 : lines.get(0);
    }

    private static String keyOf(String trimmed) {
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < trimmed.length(); i++) {
            char c = trimmed.charAt(i);
            if (c == '\\' && i + 1 < trimmed.length()) {
                key.append(trimmed.charAt(++i));
            } else if (c == '=' || c == ':' || Character.isWhitespace(c)) {
                break;
            } else {
                key.append(c);
            }
        }
        return key.toString();
    }

    private static boolean endsWithOddBackslashes(String line) {
        int count = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            count++;
        }
        return count % 2 == 1;
    }
}
