package org.mwbench.platform.control;

/**
 * How much the control plane moves at once. These bounds are what an unauthenticated peer can
 * make an endpoint allocate, so they are set to what the protocol really sends rather than to what
 * Java serialization would accept.
 */
public final class ControlLimits {

    /** A call's serialized arguments travel in parts of at most this size: about a MiB, as collect reads files. */
    public static final int PART_BYTES = 1 << 20;

    /** The most a reply carries: a part, plus what serialization adds around a {@code byte[]} of a part. */
    public static final int REPLY_BYTES = PART_BYTES + (64 << 10);

    /** The most one frame may be on the wire: a reply's payload plus header, operation name and MAC. */
    public static final int FRAME_BYTES = REPLY_BYTES + 4096;

    /** The most one call's arguments add up to once its parts are assembled: a deploy with its plan files. */
    public static final long CALL_BYTES = 64L << 20; // the payload filter's maxbytes: SerialFilters.CONTROL_PLANE_PATTERN

    /** Calls of one session being assembled from parts at once; a supervisor uploads one deploy at a time. */
    public static final int ASSEMBLIES_PER_SESSION = 4;

    /** The longest operation name: the interfaces' method names are far shorter. */
    public static final int OPERATION_CHARS = 64;

    private ControlLimits() {
    }
}
