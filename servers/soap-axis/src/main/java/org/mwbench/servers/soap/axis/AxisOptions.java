package org.mwbench.servers.soap.axis;

import java.util.Hashtable;
import org.apache.axis.AxisEngine;

/**
 * The global options of an engine, server or client, written in code where Axis would read
 * them from the {@code globalConfiguration} of its deployment descriptor: the values of the
 * {@code server-config.wsdd} and {@code client-config.wsdd} that axis.jar ships, so the
 * messages are those of a stock Axis 1.4 installation. Everything else keeps Axis's
 * defaults: multi-reference encoding of beans and {@code xsi:type} on every element, on.
 */
public final class AxisOptions {
    private AxisOptions() {
    }

    /** A fresh table, for one engine's configuration. */
    public static Hashtable<String, Object> stock() {
        Hashtable<String, Object> options = new Hashtable<>();
        // No indentation and line breaks in the messages, as shipped.
        options.put(AxisEngine.PROP_DISABLE_PRETTY_XML, "true");
        options.put(AxisEngine.PROP_ENABLE_NAMESPACE_PREFIX_OPTIMIZATION, "false");
        // Never turn an xsi:type into a Java class name (Axis's default; stated, not assumed).
        options.put("axis.doAutoTypes", "false");
        return options;
    }
}
