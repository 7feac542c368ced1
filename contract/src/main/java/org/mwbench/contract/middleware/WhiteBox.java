package org.mwbench.contract.middleware;

import java.util.Map;

/**
 * White-box timing: where one call's time goes, split at the middleware's own hooks into the
 * client's part before the request leaves (marshalling), the time until the reply is back
 * (transport plus server), and the server's part (unmarshal, dispatch, marshal), which the server's
 * hook sends back with the reply, so one event holds all three. Böszörményi et al. 1999 split
 * their data-transfer test into server time, net transfer and client time in this way.
 *
 * <p>Off unless asked for, on both sides: a server takes {@code option.whitebox=true} in its blade
 * argument, a client the use parameter {@code whitebox=true}. Off, no hook is installed at all
 * (not installed and disabled), so the call path is the one measured without white-box timing.
 */
public final class WhiteBox {
    /** The option of a server and of a client that installs the hooks. */
    public static final String OPTION = "whitebox";

    /**
     * The header, trailer or property that carries the server's part back, in decimal nanoseconds
     * (HTTP/JSON, XML-RPC, SOAP's header element, gRPC's trailer).
     */
    public static final String SERVER_NANOS = "mwbench-server-ns";

    /**
     * The CORBA service context id that carries the server's part back (8 bytes, big-endian):
     * from the vendor range, unused by the ORBs measured here ("MWB" and 1).
     */
    public static final int SERVICE_CONTEXT_ID = 0x4d574201;

    private WhiteBox() {
    }

    /** Whether {@code options} ask for white-box timing; anything but true or false is refused. */
    public static boolean requested(String protocol, Map<String, String> options) {
        return Middlewares.flag(protocol, options, OPTION, false);
    }

    /** The server's part as a header carries it; -1 when absent or not a number. */
    public static long parseNanos(String value) {
        if (value == null) {
            return -1;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** 8 bytes, big-endian: the server's part in a CORBA service context or a binary frame. */
    public static byte[] toBytes(long nanos) {
        byte[] bytes = new byte[8];
        for (int i = 7; i >= 0; i--) {
            bytes[i] = (byte) nanos;
            nanos >>>= 8;
        }
        return bytes;
    }

    /** The inverse of {@link #toBytes}; -1 for anything but 8 bytes. */
    public static long fromBytes(byte[] bytes) {
        if (bytes == null || bytes.length != 8) {
            return -1;
        }
        long nanos = 0;
        for (byte b : bytes) {
            nanos = (nanos << 8) | (b & 0xff);
        }
        return nanos;
    }
}
