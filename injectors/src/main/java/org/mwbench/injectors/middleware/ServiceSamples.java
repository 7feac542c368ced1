package org.mwbench.injectors.middleware;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.ReferenceData;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.Sample;

/**
 * One sample per operation of the benchmark service, and {@code conformance}, the contract's
 * whole check in one call ({@link ConformanceSample}). Arguments are read and payloads
 * built when the sample is bound, once per user, so a measured call is the middleware's
 * call and a length compare: a short answer fails the call without a costly check.
 */
final class ServiceSamples {
    private ServiceSamples() {
    }

    static Sample bind(String name, Parameters parameters, BenchmarkService service) throws PluginException {
        switch (name) {
            case "ping":
                return result -> service.ping();
            case "stamp": {
                long t = constantLong(parameters, "t");
                return result -> result.result(service.stamp(t));
            }
            case "getString": {
                int length = size(parameters, "length");
                return result -> expect(result, length, service.getString(length).length());
            }
            case "getItems": {
                int count = size(parameters, "count");
                return result -> expect(result, count, service.getItems(count).length);
            }
            case "getCustomer": {
                requireConstant(parameters, "id");
                String id = parameters.text("id");
                return result -> result.result(service.getCustomer(id).getOrders().length);
            }
            case "getCustomers": {
                requireConstant(parameters, "salesRep");
                String salesRep = parameters.text("salesRep");
                int count = size(parameters, "count");
                return result -> expect(result, count, service.getCustomers(salesRep, count).length);
            }
            case "echoBytes": {
                int size = size(parameters, "size");
                byte[] payload = ReferenceData.bytes(size);
                return result -> expect(result, size, service.echoBytes(payload).length);
            }
            case "echoShorts": {
                int count = size(parameters, "count");
                short[] payload = ReferenceData.shorts(count);
                return result -> expect(result, count, service.echoShorts(payload).length);
            }
            case "cube": {
                long x = constantLong(parameters, "x");
                return result -> result.result(service.cube(x));
            }
            case "conformance":
                return new ConformanceSample(service);
            default:
                throw new PluginException("offers no sample '" + name + "'");
        }
    }

    /** The sample with its arguments, as the wire file names it: {@code getCustomers(rep-7,8)}. */
    static String describe(String name, Parameters parameters) {
        switch (name) {
            case "getString":
                return name + "(" + parameters.text("length") + ")";
            case "getItems":
                return name + "(" + parameters.text("count") + ")";
            case "getCustomer":
                return name + "(" + parameters.text("id") + ")";
            case "getCustomers":
                return name + "(" + parameters.text("salesRep") + "," + parameters.text("count") + ")";
            case "echoBytes":
                return name + "(" + parameters.text("size") + ")";
            case "echoShorts":
                return name + "(" + parameters.text("count") + ")";
            default:
                return name;
        }
    }

    private static void expect(org.mwbench.platform.plugin.SampleResult result, int expected, int actual) {
        result.result(actual);
        if (actual != expected) {
            result.fail("short answer");
        }
    }

    /** Arguments are bound once per user, so they cannot change per call. */
    private static void requireConstant(Parameters parameters, String name) throws PluginException {
        if (!parameters.isConstant(name)) {
            throw parameters.invalid(name, "holds a ${use:variable}, but a middleware sample reads its arguments once,"
                    + " when the user starts, so that no call parses or builds a payload: write a constant");
        }
    }

    private static int size(Parameters parameters, String name) throws PluginException {
        requireConstant(parameters, name);
        int size = parameters.integer(name);
        if (size < 0) {
            throw parameters.invalid(name, "must be 0 or more, not " + size);
        }
        return size;
    }

    private static long constantLong(Parameters parameters, String name) throws PluginException {
        requireConstant(parameters, name);
        return parameters.longValue(name);
    }
}
