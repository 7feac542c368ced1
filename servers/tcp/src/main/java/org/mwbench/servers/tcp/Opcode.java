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

    private Opcode() {
    }
}
