package org.mwbench.console;

import org.mwbench.contract.middleware.EndpointParser;

/**
 * A {@code HOST:PORT} option value ({@code [IPV6]:PORT} for an IPv6 host), read by the one
 * endpoint parser, and refused with a message that names the option.
 */
record HostAndPort(String host, int port) {

    static HostAndPort parse(String text, String option) {
        try {
            EndpointParser.Parts parts = new EndpointParser(option, "HOST:PORT").parseHostPort(text);
            return new HostAndPort(parts.host(), parts.port());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + " must be HOST:PORT, e.g. 127.0.0.1:1234, not '" + text + "'", e);
        }
    }
}
