package org.mwbench.injectors.scenario;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes the threads virtual users run on. A user inside a synchronous remote call holds
 * its thread, so N concurrent users need N threads: platform threads by default, or
 * virtual threads on JDK 21 and later, found by reflection since mwbench is built for 17.
 */
final class UserThreads {
    /** Which threads users get, as the runner's {@code threads=} parameter says. */
    enum Kind {
        PLATFORM, VIRTUAL, AUTO
    }

    private static final MethodHandle OF_VIRTUAL = virtualBuilder();

    private final boolean virtual;

    UserThreads(Kind kind) {
        if (kind == Kind.VIRTUAL && OF_VIRTUAL == null) {
            throw new IllegalArgumentException("virtual threads need JDK 21 or later; this is " + Runtime.version());
        }
        this.virtual = kind == Kind.VIRTUAL || (kind == Kind.AUTO && OF_VIRTUAL != null);
    }

    /** The threads a runner's {@code threads=} parameter asks for. */
    static UserThreads parse(String bladeId, String kind) throws org.mwbench.platform.blade.BladeException {
        try {
            return new UserThreads(Kind.valueOf(kind.toUpperCase(java.util.Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            throw new org.mwbench.platform.blade.BladeException("blade " + bladeId + ": parameter 'threads' = '" + kind
                    + "' is not valid: expected platform, virtual or auto"
                    + (e.getMessage() != null && e.getMessage().contains("JDK") ? " (" + e.getMessage() + ")" : ""));
        }
    }

    Thread newThread(String name, Runnable body) {
        if (!virtual) {
            Thread thread = new Thread(body, name);
            thread.setDaemon(true);
            return thread;
        }
        try {
            return (Thread) OF_VIRTUAL.invoke(name, body);
        } catch (Throwable e) {
            throw new IllegalStateException("cannot make a virtual thread", e);
        }
    }

    /** {@code (name, body) -> Thread.ofVirtual().name(name).unstarted(body)}, or null before JDK 21. */
    private static MethodHandle virtualBuilder() {
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> builder = Class.forName("java.lang.Thread$Builder$OfVirtual");
            MethodHandle ofVirtual = lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(builder));
            MethodHandle named = lookup.findVirtual(builder, "name", MethodType.methodType(builder, String.class));
            MethodHandle unstarted = lookup.findVirtual(Class.forName("java.lang.Thread$Builder"), "unstarted",
                    MethodType.methodType(Thread.class, Runnable.class));
            // name(ofVirtual(), name) then unstarted(builder, body)
            MethodHandle withName = MethodHandles.collectArguments(named, 0, ofVirtual);
            MethodHandle build = MethodHandles.collectArguments(unstarted, 0, withName.asType(
                    MethodType.methodType(Class.forName("java.lang.Thread$Builder"), String.class)));
            return build.asType(MethodType.methodType(Thread.class, String.class, Runnable.class));
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
