package org.mwbench.servers.tcp;

/**
 * The head byte of a request frame: one per operation of
 * {@link org.mwbench.contract.BenchmarkService}. This is the protocol's whole specification;
 * the types are those of {@link WireBuffer} and {@link WireCodec}, big-endian.
 *
 * <pre>
 * opcode          request payload                 reply payload (after status OK)
 * PING          1 -                               -
 * STAMP         2 long t                          long
 * GET_STRING    3 int n                           latin1
 * GET_ITEMS     4 int n                           Data2[]
 * GET_CUSTOMER  5 latin1 id                       Data3
 * GET_CUSTOMERS 6 latin1 salesRep, int n          Data3[]
 * ECHO_BYTES    7 bytes                           bytes
 * CUBE          8 long x                          long
 * ECHO_SHORTS   9 shorts                          shorts
 * </pre>
 *
 * <p>White-box timing ({@link org.mwbench.contract.middleware.WhiteBox}), only between a client and
 * a server both started with {@code whitebox=true}: the client sets {@link #TIMED} on the opcode,
 * and the server answers {@link Status#OK_TIMED}, whose payload ends with a long, the server's part
 * in ns (from the request frame read to the reply frame encoded). Without the option neither end
 * sets or reads it: a ping is the same 5 bytes each way as before.
 */
public final class Opcode {
    public static final byte PING = 1;
    public static final byte STAMP = 2;
    public static final byte GET_STRING = 3;
    public static final byte GET_ITEMS = 4;
    public static final byte GET_CUSTOMER = 5;
    public static final byte GET_CUSTOMERS = 6;
    public static final byte ECHO_BYTES = 7;
    public static final byte CUBE = 8;
    /** Böszörményi et al. 1999's data transfer: an int count, then 2 bytes a short, big-endian. */
    public static final byte ECHO_SHORTS = 9;

    /** A flag on the opcode: time this call and send the server's part back ({@link Status#OK_TIMED}). */
    public static final byte TIMED = (byte) 0x80;

    private Opcode() {
    }
}
