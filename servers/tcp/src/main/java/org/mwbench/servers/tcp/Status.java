package org.mwbench.servers.tcp;

/** The head byte of a reply frame. */
public final class Status {
    /** The payload is the operation's result, as {@link Opcode} lists it. */
    public static final byte OK = 0;
    /** The payload is a UTF-8 message ({@link WireBuffer#writeUtf8}); see {@link TcpCallException}. */
    public static final byte ERROR = 1;

    private Status() {
    }
}
