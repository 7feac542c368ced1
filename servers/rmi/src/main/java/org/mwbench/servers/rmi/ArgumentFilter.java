package org.mwbench.servers.rmi;

import java.io.ObjectInputFilter;

/**
 * What the server lets a client deserialize in call arguments (JEP 290), set on the exported
 * servant alone. For this object's arguments it takes the place of the JVM-wide
 * {@code jdk.serialFilter} (the JDK's built-in filter factory keeps the filter set last), so
 * it stands on its own: an allow-list that ends in {@code !*}. The operations take strings
 * and byte arrays only (RMI reads a {@code String} argument without resolving any class);
 * the list leaves room for contract records and boxed or collected values and rejects
 * everything else, the classes a gadget chain would need. The limits bound what a hostile
 * stream can make the server allocate.
 */
public final class ArgumentFilter {
    /** In {@code jdk.serialFilter} syntax, so that it reads as the JDK documents it. */
    public static final String PATTERN = String.join(";",
            "maxdepth=20",
            "maxrefs=100000",
            "maxarray=16777216",     // 16 M elements: 256 times the largest echo
            "maxbytes=67108864",     // 64 MB per call
            "java.lang.Object",      // as an array's component only: Object itself is not serializable
            "java.lang.String",
            "java.lang.Boolean",
            "java.lang.Byte",
            "java.lang.Character",
            "java.lang.Short",
            "java.lang.Integer",
            "java.lang.Long",
            "java.lang.Float",
            "java.lang.Double",
            "java.lang.Number",
            "java.util.ArrayList",
            "java.util.HashMap",
            "java.util.LinkedHashMap",
            "java.util.HashSet",
            "java.util.LinkedHashSet",
            "java.util.Map$Entry",   // the component of the table arrays HashMap and HashSet check
            "org.mwbench.contract.*",
            "!*");

    private ArgumentFilter() {
    }

    /** A new filter for {@link java.rmi.server.UnicastRemoteObject#exportObject} (primitive arrays pass). */
    public static ObjectInputFilter create() {
        return ObjectInputFilter.Config.createFilter(PATTERN);
    }
}
