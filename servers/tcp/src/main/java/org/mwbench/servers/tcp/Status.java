package org.mwbench.servers.tcp;

/** The head byte of a reply frame. */
public final class Status {
    /** The payload is the operation's result, as {@link Opcode} lists it. */
    public static final byte OK = 0;
    /** The payload is a UTF-8 message ({@link WireBuffer#writeUtf8}); see {@link TcpCallException}. */
    public static final byte ERROR = 1;
    /**
     * As {@link #OK}, followed by a long: the server's part of a {@link Opcode#TIMED} call, in ns.
     * Only a server started with {@code whitebox=true} sends it, and only to a request that asked.
     */
    public static final byte OK_TIMED = 2;

    private Status() {
    }
}
