package org.mwbench.platform.security;

import java.io.ObjectInputFilter;

/**
 * The JEP 290 deserialization filter of every mwbench RMI endpoint.
 *
 * <p>Java deserialization runs code of whatever class the bytes name, before any mwbench code sees
 * the object and therefore before any {@link CallProof} is checked; that is how "gadget chain"
 * exploits turn an open RMI port into remote code execution. An allow-list closes that door: only
 * the few kinds of objects the control plane really exchanges may be instantiated, everything else
 * is refused while the stream is read.
 *
 * <p>The filter guards what an endpoint <em>receives as arguments</em> (that is where RMI applies a
 * per-object filter). Return values and exceptions unmarshalled by a caller are governed only by the
 * process-wide {@code jdk.serialFilter}; the pattern is written so that it can also serve there.
 */
public final class SerialFilters {

    /**
     * The filter pattern, in {@link ObjectInputFilter.Config#createFilter} syntax. The first entry that
     * matches a class decides, so exclusions precede the broader entries they carve out of. Arrays are
     * judged by their element type; arrays of primitives are left to the limits (a {@code byte[]} MAC
     * must pass).
     *
     * <ul>
     * <li>Limits: deeply nested or enormous graphs are a denial-of-service on their own.
     * <li>{@code org.mwbench.**}: the platform's own call arguments, results, proofs and socket factories.
     * <li>{@code java.lang.*}: String, boxed primitives, Number, Enum, StackTraceElement and the Throwables
     *     RMI and the JDK throw (IllegalStateException, SecurityException, Error...). The package holds
     *     no other serializable class; its subpackages (e.g. java.lang.invoke.SerializedLambda) are not
     *     included by {@code .*}.
     * <li>{@code java.rmi.*} except MarshalledObject (a stream in a stream, deserialized later): RemoteException
     *     and its subclasses, and java.rmi.Remote itself, which a stub's proxy may list as an interface.
     * <li>Stubs passed as arguments (callbacks) are dynamic proxies. The stream checks the proxy's
     *     interfaces (mwbench remote interfaces, and java.rmi.Remote), then the generated proxy class
     *     itself, named {@code jdk.proxyN.$ProxyM} (JDK 16+; a proxy of a non-public interface lives in
     *     that interface's package instead), then its superclass {@code java.lang.reflect.Proxy}, its
     *     handler {@code RemoteObjectInvocationHandler} and that class's superclass {@code RemoteObject}.
     *     Admitting any proxy class is safe because its handler must pass the filter too: the classic
     *     proxy gadget needs AnnotationInvocationHandler, which does not. The reference inside (UnicastRef/UnicastRef2) is written
     *     with writeExternal under a class <em>name</em> that RemoteObject resolves itself, so the filter
     *     never sees it; what it does see is the client socket factory, an org.mwbench class.
     *     Static rmic stubs (RemoteStub) are not used by mwbench and are not admitted.
     * <li>java.io, java.net, java.util.concurrent: the named exception classes only, as causes of
     *     remote exceptions. {@code java.net.*} would admit java.net.URL, the classic URLDNS gadget.
     * <li>java.util: the ordinary collections, including the immutable ones ({@code List.of}...), which
     *     travel as {@code java.util.CollSer}. {@code Map$Entry} is there because HashMap and HashSet
     *     submit the size of their internal {@code Map.Entry[]} table to the filter before allocating it.
     *     The stream also filters what {@code readResolve} returns: an EnumSet travels as
     *     {@code EnumSet$SerializationProxy} but arrives as {@code RegularEnumSet}/{@code JumboEnumSet}, and
     *     {@code CollSer} resolves to an {@code ImmutableCollections$} class. Comparators, PriorityQueue, Hashtable and friends are not
     *     needed and stay out: they are the usual triggers of gadget chains.
     * <li>{@code java.time.**}: durations and instants; all value types written through {@code java.time.Ser}.
     * <li>{@code !*}: everything else is rejected.
     * </ul>
     */
    public static final String CONTROL_PLANE_PATTERN =
            "maxdepth=20;maxrefs=100000;maxbytes=67108864;maxarray=16777216;"
            + "org.mwbench.**;"
            + "java.lang.*;"
            + "!java.rmi.MarshalledObject;java.rmi.*;"
            + "java.rmi.server.ExportException;java.rmi.server.ServerNotActiveException;"
            + "jdk.proxy*;java.lang.reflect.Proxy;java.rmi.server.RemoteObjectInvocationHandler;java.rmi.server.RemoteObject;"
            + "java.io.IOException;java.io.UncheckedIOException;java.io.EOFException;java.io.FileNotFoundException;"
            + "java.io.InterruptedIOException;java.io.ObjectStreamException;java.io.InvalidClassException;"
            + "java.io.InvalidObjectException;java.io.NotSerializableException;java.io.StreamCorruptedException;"
            + "java.io.OptionalDataException;java.io.WriteAbortedException;"
            + "java.net.SocketException;java.net.ConnectException;java.net.SocketTimeoutException;"
            + "java.net.NoRouteToHostException;java.net.UnknownHostException;java.net.BindException;"
            + "java.util.concurrent.TimeoutException;java.util.concurrent.ExecutionException;"
            + "java.util.concurrent.CancellationException;java.util.concurrent.CompletionException;"
            + "java.util.concurrent.RejectedExecutionException;java.util.concurrent.TimeUnit;"
            + "java.util.ArrayList;java.util.LinkedList;java.util.ArrayDeque;java.util.Arrays$ArrayList;"
            + "java.util.Map$Entry;java.util.HashMap;java.util.LinkedHashMap;java.util.TreeMap;java.util.EnumMap;"
            + "java.util.HashSet;java.util.LinkedHashSet;java.util.TreeSet;java.util.EnumSet$SerializationProxy;"
            + "java.util.RegularEnumSet;java.util.JumboEnumSet;"
            + "java.util.Collections$Unmodifiable*;java.util.Collections$Empty*;java.util.Collections$Singleton*;"
            + "java.util.ImmutableCollections$*;java.util.CollSer;java.util.UUID;"
            + "java.util.NoSuchElementException;java.util.ConcurrentModificationException;"
            + "java.time.**;"
            + "!*";

    private static final ObjectInputFilter CONTROL_PLANE = ObjectInputFilter.Config.createFilter(CONTROL_PLANE_PATTERN);

    private SerialFilters() {
    }

    /** The filter for every control-plane endpoint; stateless, so one shared instance serves all streams. */
    public static ObjectInputFilter controlPlane() {
        return CONTROL_PLANE;
    }

    /** The pattern, for diagnostics: a rejected call is easier to understand next to what is allowed. */
    public static String describe() {
        return CONTROL_PLANE_PATTERN;
    }
}
