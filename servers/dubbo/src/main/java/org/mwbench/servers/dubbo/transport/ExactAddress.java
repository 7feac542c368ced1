package org.mwbench.servers.dubbo.transport;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.remoting.Constants;

/**
 * Makes Dubbo's Netty servers bind, and its clients dial, exactly the address they are given.
 *
 * <p>Dubbo takes every {@code 127.x} address (and {@code localhost}, {@code 0.0.0.0}) for "no
 * address given" ({@code NetUtils.isInvalidLocalHost}): its servers then bind the wildcard
 * ({@code AbstractServer}, {@code NettyPortUnificationServer.doOpen0}) and its clients dial the
 * host's own address ({@code AbstractClient.getConnectAddress}, through
 * {@code NetUtils.filterLocalHost}). Both read the address from the URL they are built with, so
 * this module's transporters hand them a URL whose address is written as an IPv4-mapped IPv6
 * literal ({@code ::ffff:127.0.0.1}): Dubbo's test, a prefix match on {@code "127."}, does not
 * see it, and the JDK resolves it to the IPv4 address itself ({@code Inet4Address 127.0.0.1}),
 * so Netty binds and connects to {@code 127.0.0.1} and nothing else. Other addresses (an
 * emulated host's, {@code ::1}) pass unchanged: Dubbo uses them as given.
 */
public final class ExactAddress {
    /**
     * The URL parameter that carries the address a server was asked to bind: Dubbo's own
     * {@code bind.ip} holds the host's address by then, chosen by {@code ServiceConfig}.
     */
    public static final String BIND_KEY = "mwbench.bind";

    private ExactAddress() {
    }

    /** {@code address} written so that Dubbo takes it as given (the class comment says how). */
    static String literal(String address) {
        return address.startsWith("127.") ? "::ffff:" + address : address;
    }

    /** The server's URL with {@code bind.ip} the address asked for, if one was ({@link #BIND_KEY}). */
    static URL toBind(URL url) {
        String asked = url.getParameter(BIND_KEY);
        if (asked == null) {
            return url;
        }
        return url.addParameter(Constants.BIND_IP_KEY, literal(asked))
                .addParameter(CommonConstants.ANYHOST_KEY, false);
    }

    /** The client's URL, its host written so that Dubbo dials it and not the host's own address. */
    static URL toDial(URL url) {
        return url.setHost(literal(url.getHost()));
    }
}
