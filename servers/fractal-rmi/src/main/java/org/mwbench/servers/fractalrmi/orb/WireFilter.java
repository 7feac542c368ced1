package org.mwbench.servers.fractalrmi.orb;

import java.io.ObjectInputFilter;

/**
 * The JEP 290 filter on every object stream the ORB reads: Fractal RMI sends each call's
 * arguments and results with Java serialization, so without one a server would deserialize
 * whatever classes a peer names.
 *
 * <p>It admits what mwbench's calls carry and nothing else: the contract's beans, the JDK's
 * {@code java.lang} (boxes, strings, exceptions and their stack traces) and {@code java.util}
 * (exceptions' suppressed lists), {@code java.io}'s exceptions (a server that refuses a
 * stream says so with one), Fractal's and Fractal RMI's own types (references travel as
 * {@code org.objectweb.fractal.rmi.io.Ref}; component and interface types and
 * {@code NoSuchInterfaceException} may come back from a remote {@code Component}), Jonathan's
 * exceptions, and this module's classes; arrays of these and of primitives, to a bounded size
 * and depth.
 */
final class WireFilter {
    static final String PATTERN = "maxdepth=64;maxrefs=1000000;maxarray=16777216"
            + ";org.mwbench.contract.*;org.mwbench.servers.fractalrmi.**"
            + ";java.lang.*;java.util.*"
            + ";java.io.IOException;java.io.ObjectStreamException;java.io.InvalidClassException"
            + ";java.io.InvalidObjectException;java.io.NotSerializableException;java.io.StreamCorruptedException"
            + ";java.io.EOFException;java.io.UncheckedIOException"
            + ";org.objectweb.fractal.**;org.objectweb.jonathan.**"
            + ";!*";

    static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(PATTERN);

    private WireFilter() {
    }
}
