package org.mwbench.injectors.middleware;

import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;

/**
 * A sample as a native client's {@code --call OP[:ARG...]} (servers/native-common's
 * {@code bench_loop.hpp}): the same operations and parameters as {@link ServiceSamples}, read
 * once, since a native loop binds its calls before it starts.
 */
final class NativeCalls {
    private NativeCalls() {
    }

    static String of(String name, Parameters parameters) throws PluginException {
        switch (name) {
            case "ping":
                return "ping";
            case "stamp":
                return "stamp:" + parameters.longValue("t");
            case "getString":
                return "getString:" + parameters.integer("length");
            case "getItems":
                return "getItems:" + parameters.integer("count");
            case "getCustomer":
                return "getCustomer:" + text(parameters, "id");
            case "getCustomers":
                return "getCustomers:" + text(parameters, "salesRep") + ":" + parameters.integer("count");
            case "echoBytes":
                return "echoBytes:" + parameters.integer("size");
            case "cube":
                return "cube:" + parameters.longValue("x");
            default:
                throw new PluginException("a native client has no sample '" + name + "': it runs ping, stamp, getString,"
                        + " getItems, getCustomer, getCustomers, echoBytes and cube");
        }
    }

    /** A text argument: the command line carries it as it is, so it may not hold the separator. */
    private static String text(Parameters parameters, String name) throws PluginException {
        String value = parameters.text(name);
        if (value.indexOf(':') >= 0 || !value.chars().allMatch(c -> c >= 0x20 && c < 0x7F)) {
            throw parameters.invalid(name, "a native client takes printable ASCII without ':' here");
        }
        return value;
    }
}
