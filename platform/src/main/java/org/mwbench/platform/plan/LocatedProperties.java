package org.mwbench.platform.plan;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * A properties file read for a user who must be told where each problem is: plans and hosts
 * files. It knows each key's line, reports a key given twice (which {@link Properties} would
 * silently resolve), and gathers errors, so that a file's every problem is reported at once.
 */
public final class LocatedProperties {
    private final Properties properties;
    private final KeyLines lines;
    private final String origin;
    private final List<PlanError> errors = new ArrayList<>();

    private LocatedProperties(Properties properties, KeyLines lines, String origin) {
        this.properties = properties;
        this.lines = lines;
        this.origin = origin;
    }

    /** @throws PlanException when the text is not a properties file at all */
    public static LocatedProperties load(String text, String origin) throws PlanException {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new PlanException(new PlanError(origin, "", "not a properties file: " + e.getMessage()));
        }
        LocatedProperties file = new LocatedProperties(properties, new KeyLines(text), origin);
        for (String key : file.keys()) {
            List<Integer> at = file.lines.linesOf(key);
            if (at.size() > 1) {
                file.error(key, "given more than once, on lines " + at);
            }
        }
        return file;
    }

    public Set<String> keys() {
        return properties.stringPropertyNames();
    }

    /** The key's value, without surrounding blanks. */
    public String value(String key) {
        return properties.getProperty(key).strip();
    }

    public KeyLines lines() {
        return lines;
    }

    /** The errors found so far; the file's readers add theirs. */
    public List<PlanError> errors() {
        return errors;
    }

    /** {@code file:line} of the key; the line is 0 when the key is not written. */
    public String where(String key) {
        return origin + ":" + lines.firstLineOf(key);
    }

    public void error(String key, String message) {
        errors.add(new PlanError(where(key), key, message));
    }

    /** A problem with a key that is not written (a missing one), shown at the line of one that is. */
    public void errorAt(String lineKey, String key, String message) {
        errors.add(new PlanError(where(lineKey), key, message));
    }

    /** A problem of the whole file, with no line. */
    public void fileError(String message) {
        errors.add(new PlanError(origin, "", message));
    }

    /**
     * Records the first key that gives a value which must be unique (a blade id, a host name);
     * a later one is an error at its own key.
     *
     * @return whether this key is the value's first use
     */
    public boolean firstUse(Map<String, String> firstKeys, String value, String key, String what) {
        String first = firstKeys.putIfAbsent(value, key);
        if (first != null) {
            error(key, "duplicate " + what + " '" + value + "', already used by " + first);
            return false;
        }
        return true;
    }

    /** @throws PlanException with every error, in line order, if there is any */
    public void throwIfAny() throws PlanException {
        if (!errors.isEmpty()) {
            errors.sort(PlanError.IN_LINE_ORDER);
            throw new PlanException(errors);
        }
    }
}
