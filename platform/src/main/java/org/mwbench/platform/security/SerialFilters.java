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

    /**
     * What a stub handed out by a read-only registry or a child JVM may contain: the dynamic proxy of
     * {@code ControlChannel}, its RMI handler, and mwbench's client socket factories. Nothing else, and
     * small: a stub is a few hundred bytes.
     */
    public static final String STUB_PATTERN =
            "maxdepth=8;maxrefs=64;maxbytes=16384;maxarray=16;"
            + "java.rmi.Remote;org.mwbench.platform.control.ControlChannel;"
            + "jdk.proxy*;java.lang.reflect.Proxy;java.rmi.server.RemoteObjectInvocationHandler;java.rmi.server.RemoteObject;"
            + "org.mwbench.platform.security.TimeoutClientSocketFactory;"
            + "org.mwbench.platform.security.PinnedTlsClientSocketFactory;"
            + "!*";

    private static final ObjectInputFilter STUB = ObjectInputFilter.Config.createFilter(STUB_PATTERN);

    /** Set while this thread waits for a control-plane reply over RMI; see {@link #readingControlReplies}. */
    private static final ThreadLocal<Boolean> READING_CONTROL_REPLY = new ThreadLocal<>();

    private SerialFilters() {
    }

    /** What a stub from a registry or a child JVM may be made of; see {@link #STUB_PATTERN}. */
    public static ObjectInputFilter stub() {
        return STUB;
    }

    /**
     * The filter of every exported {@code ControlChannel}: its arguments are one {@code byte[]} of at
     * most a frame, and nothing else can be instantiated. Code rather than a pattern, because a
     * pattern's {@code maxarray} counts elements: a {@code long[]} within it would cost eight times
     * the bytes, which is exactly how an unauthenticated caller pinned 128 MiB with 40 bytes.
     *
     * @param frameBytes the largest {@code byte[]} the channel accepts
     */
    public static ObjectInputFilter envelopeOnly(int frameBytes) {
        long streamBytes = frameBytes + 4096L;
        return info -> {
            if (info.depth() > 2 || info.references() > 4 || info.streamBytes() > streamBytes) {
                return ObjectInputFilter.Status.REJECTED;
            }
            Class<?> type = info.serialClass();
            if (type == null) {
                return ObjectInputFilter.Status.UNDECIDED; // a limits-only check, already passed
            }
            return type == byte[].class && info.arrayLength() <= frameBytes
                    ? ObjectInputFilter.Status.ALLOWED : ObjectInputFilter.Status.REJECTED;
        };
    }

    /**
     * Runs a control-plane RMI call with the reply filter in force on this thread. RMI reads a call's
     * return value or exception on the calling thread, through a stream no per-object filter covers;
     * only the process-wide filter sees it. So mwbench installs a process-wide filter
     * ({@link #installProcessFilter}) that has no opinion, except on threads inside this method,
     * where it admits one {@code byte[]} of at most a frame, or an exception made of the
     * {@link #CONTROL_PLANE_PATTERN}'s classes with short arrays. A peer that cannot prove the secret
     * then cannot make a caller instantiate anything else, nor allocate more than a frame.
     */
    public static <T, E extends Exception> T readingControlReplies(int frameBytes, ControlCall<T, E> call) throws E {
        installProcessFilter(frameBytes);
        Boolean outer = READING_CONTROL_REPLY.get();
        READING_CONTROL_REPLY.set(Boolean.TRUE);
        try {
            return call.run();
        } finally {
            if (outer == null) {
                READING_CONTROL_REPLY.remove();
            }
        }
    }

    /** A remote call whose reply the control-plane filter guards. */
    @FunctionalInterface
    public interface ControlCall<T, E extends Exception> {
        T run() throws E;
    }

    private static volatile ObjectInputFilter processFilter;

    /**
     * Installs the process-wide filter once. The JDK allows one per process; mwbench's processes set
     * none of their own, so if another is there (a user's {@code -Djdk.serialFilter}) the control
     * plane refuses to run rather than run unguarded.
     */
    static synchronized void installProcessFilter(int frameBytes) {
        if (processFilter != null) {
            return;
        }
        ObjectInputFilter filter = new ContextualReplyFilter(frameBytes);
        ObjectInputFilter existing = ObjectInputFilter.Config.getSerialFilter();
        if (existing != null) {
            throw new IllegalStateException("a process-wide deserialization filter is already set (" + existing
                    + ", from -Djdk.serialFilter?); mwbench's control plane sets its own to read replies safely."
                    + " Remove the other one.");
        }
        ObjectInputFilter.Config.setSerialFilter(filter);
        processFilter = filter;
    }

    /** The process-wide filter: see {@link #readingControlReplies}. */
    private static final class ContextualReplyFilter implements ObjectInputFilter {
        private static final int LONGEST_OTHER_ARRAY = 4096; // a stack trace's elements, with room to spare
        private final int frameBytes;
        private final long streamBytes;

        ContextualReplyFilter(int frameBytes) {
            this.frameBytes = frameBytes;
            this.streamBytes = frameBytes + (256L << 10);
        }

        @Override
        public Status checkInput(FilterInfo info) {
            if (READING_CONTROL_REPLY.get() == null) {
                return Status.UNDECIDED; // not a control-plane reply: no opinion, as if no filter were set
            }
            if (info.depth() > 20 || info.references() > 10_000 || info.streamBytes() > streamBytes) {
                return Status.REJECTED;
            }
            Class<?> type = info.serialClass();
            if (type == null) {
                return Status.UNDECIDED;
            }
            if (type.isArray()) {
                long longest = type == byte[].class ? frameBytes : LONGEST_OTHER_ARRAY;
                if (info.arrayLength() > longest) {
                    return Status.REJECTED;
                }
                if (type.getComponentType().isPrimitive()) {
                    return Status.ALLOWED;
                }
            }
            Status byClass = CONTROL_PLANE.checkInput(info);
            return byClass == Status.ALLOWED ? Status.ALLOWED : Status.REJECTED;
        }

        @Override
        public String toString() {
            return "mwbench control-plane reply filter";
        }
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
