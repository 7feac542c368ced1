package org.mwbench.console;

/** A {@code HOST:PORT} option value, checked with a message that names the option. */
record HostAndPort(String host, int port) {

    static HostAndPort parse(String text, String option) {
        int colon = text.lastIndexOf(':');
        if (colon > 0) {
            try {
                int port = Integer.parseInt(text.substring(colon + 1));
                if (port > 0 && port < 65536) {
                    return new HostAndPort(text.substring(0, colon), port);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new IllegalArgumentException(option + " must be HOST:PORT, e.g. 127.0.0.1:1234, not '" + text + "'");
    }
}
