package org.mwbench.console.web.security;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Which {@code Host} and {@code Origin} headers the console answers. A page of another
 * site can make the browser send requests to the console (CSRF), and a name of the
 * attacker's that resolves to 127.0.0.1 can make them same-origin (DNS rebinding); both
 * carry a Host or Origin that is not one of the console's own names, and are refused.
 */
public final class OriginPolicy {
    private final Set<String> hosts = new LinkedHashSet<>();

    /** @param port the port actually bound */
    public OriginPolicy(InetAddress bind, int port) {
        Set<String> names = new LinkedHashSet<>();
        names.add(literal(bind));
        if (bind.isLoopbackAddress() || bind.isAnyLocalAddress()) {
            names.add("localhost");
            names.add("127.0.0.1");
            names.add("[::1]");
        }
        if (bind.isAnyLocalAddress()) {
            names.addAll(interfaceAddresses());
        }
        if (!bind.isLoopbackAddress()) {
            names.addAll(localHostNames());
        }
        for (String name : names) {
            String lower = name.toLowerCase(Locale.ROOT);
            hosts.add(lower + ":" + port);
            if (port == 80) {
                hosts.add(lower);
            }
        }
    }

    /** The {@code host:port} forms a request may name, for messages and the URL printed at start. */
    public Set<String> hosts() {
        return Collections.unmodifiableSet(hosts);
    }

    boolean hostAllowed(String hostHeader) {
        return hostHeader != null && hosts.contains(hostHeader.strip().toLowerCase(Locale.ROOT));
    }

    /** An absent Origin is a request no browser made cross-site (curl, a script); a present one must be ours. */
    boolean originAllowed(String origin) {
        if (origin == null) {
            return true;
        }
        String lower = origin.strip().toLowerCase(Locale.ROOT);
        return lower.startsWith("http://") && hosts.contains(lower.substring("http://".length()));
    }

    /** The address as a URL writes it: IPv6 in brackets. */
    public static String literal(InetAddress address) {
        String text = address.getHostAddress();
        int zone = text.indexOf('%');
        if (address instanceof Inet6Address) {
            return "[" + (zone >= 0 ? text.substring(0, zone) : text) + "]";
        }
        return text;
    }

    private static Set<String> interfaceAddresses() {
        Set<String> addresses = new LinkedHashSet<>();
        try {
            for (NetworkInterface network : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress address : Collections.list(network.getInetAddresses())) {
                    addresses.add(literal(address));
                }
            }
        } catch (SocketException e) {
            // no interface list: the bound address and the host's names still work
        }
        return addresses;
    }

    private static Set<String> localHostNames() {
        Set<String> names = new LinkedHashSet<>();
        try {
            InetAddress local = InetAddress.getLocalHost();
            names.add(local.getHostName());
            names.add(local.getCanonicalHostName());
        } catch (UnknownHostException e) {
            // the host has no name of its own: its addresses still work
        }
        return names;
    }
}
