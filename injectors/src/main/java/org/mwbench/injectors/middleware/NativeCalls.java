package org.mwbench.injectors.middleware;

import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;

/**
 * A sample as a native client's {@code --call OP[:ARG...]} (servers/native-common's
 * {@code bench_loop.hpp}): the same operations and parameters as {@link ServiceSamples}, read
 * once, since a native loop binds its calls before it starts; so they must be constants.
 */
final class NativeCalls {
    private NativeCalls() {
    }

    static String of(String name, Parameters parameters) throws PluginException {
        switch (name) {
            case "ping":
                return "ping";
            case "stamp":
                return "stamp:" + number(parameters, "t");
            case "getString":
                return "getString:" + number(parameters, "length");
            case "getItems":
                return "getItems:" + number(parameters, "count");
            case "getCustomer":
                return "getCustomer:" + text(parameters, "id");
            case "getCustomers":
                return "getCustomers:" + text(parameters, "salesRep") + ":" + number(parameters, "count");
            case "echoBytes":
                return "echoBytes:" + number(parameters, "size");
            case "cube":
                return "cube:" + number(parameters, "x");
            case "echoShorts":
                return "echoShorts:" + number(parameters, "count");
            default:
                throw new PluginException("a native client has no sample '" + name + "': it runs ping, stamp, getString,"
                        + " getItems, getCustomer, getCustomers, echoBytes, echoShorts and cube");
        }
    }

    private static long number(Parameters parameters, String name) throws PluginException {
        requireConstant(parameters, name);
        return parameters.longValue(name);
    }

    /** A text argument: the command line carries it as it is, so it may not hold the separator. */
    private static String text(Parameters parameters, String name) throws PluginException {
        requireConstant(parameters, name);
        String value = parameters.text(name);
        if (value.indexOf(':') >= 0 || !value.chars().allMatch(c -> c >= 0x20 && c < 0x7F)) {
            throw parameters.invalid(name, "a native client takes printable ASCII without ':' here");
        }
        return value;
    }

    private static void requireConstant(Parameters parameters, String name) throws PluginException {
        if (!parameters.isConstant(name)) {
            throw parameters.invalid(name, "holds a ${use:variable}, but a native client's calls are bound before its"
                    + " loop starts: write a constant");
        }
    }
}
