package org.mwbench.contract;

/**
 * The largest sizes the benchmark service serves, one per size-taking operation, and the one
 * check of them. {@link ReferenceService} applies it, so every protocol's server refuses an
 * oversized call the way it refuses any failing call: with its own error reply (an exception,
 * a fault, a status), and the connection goes on.
 *
 * <p>Why limits at all: {@code getString}, {@code getItems} and {@code getCustomers} take a
 * count from the client and build that much data; {@code getString(2^31-1)} asks for 2 GiB, and
 * the server that tries dies of {@code OutOfMemoryError}, taking its connection with it.
 *
 * <p>Why these values: each is at least 16 times the largest size the papers measure (strings
 * of 8192 characters, 32 items, 16 customers, 64 KB of octets), and each answer at its limit
 * stays near 256 KB in Java serialization, so that even the verbosest encoding (SOAP
 * rpc/encoded, about 4 times that) fits the smallest message bound of the stacks: 1 MiB, Ice's
 * {@code MessageSizeMax} and the request bounds of gRPC, XML-RPC and HTTP/JSON.
 */
public final class ServiceLimits {
    /** The longest {@code getString}: 256 Ki characters, 32 times Gray 2005's longest. */
    public static final int MAX_STRING_LENGTH = 1 << 18;

    /** The most {@code getItems} records: 1024 (about 235 KB), 32 times Gray 2005's largest array. */
    public static final int MAX_ITEMS = 1 << 10;

    /** The most {@code getCustomers} records: 256 (about 185 KB), 16 times Gray 2005's largest. */
    public static final int MAX_CUSTOMERS = 1 << 8;

    /**
     * The longest {@code echoBytes} payload: 256 KiB, 4 times CCMPerf's largest; 342 KB in
     * base64, so it fits the 1 MiB request bounds of the text encodings.
     */
    public static final int MAX_ECHO_BYTES = 1 << 18;

    /**
     * The longest {@code echoShorts} sequence: 8192 shorts (16 KiB), 1.6 times Böszörményi et
     * al. 1999's 10 KB. Far below the 16 times of the other limits because the text encodings
     * spend up to 63 bytes on one short (SOAP rpc/encoded's
     * {@code <echoShortsReturn xsi:type="xsd:short">-32768</echoShortsReturn>}, XML-RPC's
     * {@code <value><i4>-32768</i4></value>}) and Axis deserializes one in some 100 µs on a
     * loaded 2-core machine: one short above the limit must still be refused well within a 3 s
     * call timeout, and the request stays far below the 1 MiB bounds.
     */
    public static final int MAX_ECHO_SHORTS = 1 << 13;

    private ServiceLimits() {
    }

    /**
     * Refuses a size above its limit, before anything of that size is built.
     *
     * @param what   what is counted, as the message says it: "characters", "items"...
     * @param size   the size the client asked for or sent
     * @param limit  one of this class's limits
     * @throws IllegalArgumentException naming the size and the limit
     */
    static void requireWithin(String what, int size, int limit) {
        if (size > limit) {
            throw new IllegalArgumentException(size + " " + what + " are above this service's limit of " + limit);
        }
    }
}
