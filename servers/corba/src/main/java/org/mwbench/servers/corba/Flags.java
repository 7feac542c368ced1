package org.mwbench.servers.corba;

import java.util.Locale;
import java.util.Map;

/** Reads the boolean options of the CORBA servers and clients: {@code true} or {@code false}, nothing else. */
public final class Flags {
    private Flags() {
    }

    /**
     * @return the option's value, {@code false} when absent
     * @throws IllegalArgumentException naming the option when its value is neither true nor false
     */
    public static boolean flag(String protocol, Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            return false;
        }
        switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true":
                return true;
            case "false":
                return false;
            default:
                throw new IllegalArgumentException("protocol '" + protocol + "' takes " + name + "=true or "
                        + name + "=false, not " + name + "=" + value);
        }
    }
}
