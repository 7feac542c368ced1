package org.mwbench.contract;

/**
 * The operations of the benchmark service, independent of any protocol.
 *
 * <p>This is deliberately not a {@code java.rmi.Remote} interface: each middleware declares
 * its own wire interface (an RMI interface, an IDL, a {@code .proto}, a WSDL...) and its
 * client plugin adapts the generated stub to this one. Every method declares
 * {@code throws Exception} so that an adapter can pass a protocol's error through unchanged
 * (a {@code RemoteException}, a CORBA system exception, a gRPC status) instead of wrapping
 * it: the load injector counts it as a failed call, and {@link Conformance} reports it.
 *
 * <p>The expected answers are those of {@link ReferenceService}; the methods below say what
 * they are in words, {@link ReferenceData} says exactly how they are drawn.
 */
public interface BenchmarkService {

    /** The name servers register under in naming services (RMI registry, CORBA naming...). */
    String NAME = "mwbench.BenchmarkService";

    /**
     * Does nothing: the empty round trip of Demarey et al. 2004, the latency floor of a protocol.
     *
     * @throws Exception whatever the protocol reports for a failed call
     */
    void ping() throws Exception;

    /**
     * Returns {@code t} unchanged: CCMPerf's timestamp round trip. The caller typically
     * passes {@code System.nanoTime()} and subtracts it from the time of arrival, so the
     * answer itself proves which request it belongs to.
     *
     * @param t any value, the whole 64-bit range included
     * @return {@code t}
     * @throws Exception whatever the protocol reports for a failed call
     */
    long stamp(long t) throws Exception;

    /**
     * Returns {@code n} characters of ISO-8859-1 (ISO-Latin) text: {@link ReferenceData#string(int)}.
     * Gray 2005 measured {@code n} = 64 to 8192.
     *
     * @param n the number of characters, 0 or more
     * @return {@code ReferenceData.string(n)}
     * @throws Exception whatever the protocol reports for a failed call
     */
    String getString(int n) throws Exception;

    /**
     * Returns {@code n} {@link Data2} records: {@link ReferenceData#items(int)}. Gray 2005
     * used arrays of 4 and 32.
     *
     * @param n the number of records, 0 or more
     * @return {@code ReferenceData.items(n)}, never {@code null}
     * @throws Exception whatever the protocol reports for a failed call
     */
    Data2[] getItems(int n) throws Exception;

    /**
     * Returns the customer record of {@code id}: {@link ReferenceData#customer(String)}.
     *
     * @param id any customer id; the record's {@code customer} field is this id
     * @return {@code ReferenceData.customer(id)}
     * @throws Exception whatever the protocol reports for a failed call
     */
    Data3 getCustomer(String id) throws Exception;

    /**
     * Returns {@code n} customer records of one sales representative:
     * {@link ReferenceData#customers(String, int)}. Gray 2005 used arrays of 1 to 16.
     *
     * @param salesRep the sales representative; every record's {@code salesRep} field
     * @param n the number of records, 0 or more
     * @return {@code ReferenceData.customers(salesRep, n)}, never {@code null}
     * @throws Exception whatever the protocol reports for a failed call
     */
    Data3[] getCustomers(String salesRep, int n) throws Exception;

    /**
     * Returns {@code data} unchanged: CCMPerf's octet sequences (4 B to 64 KB by powers of 2),
     * which measure the cost of copying payload through the middleware in both directions.
     *
     * @param data any bytes, the empty array included
     * @return a byte array equal in content to {@code data}
     * @throws Exception whatever the protocol reports for a failed call
     */
    byte[] echoBytes(byte[] data) throws Exception;

    /**
     * Returns {@code data} unchanged: the data transfer of Böszörményi et al. 1999, who sent
     * 10 KB as a sequence of shorts (5120 of them) and split its time into client, network and
     * server parts. Unlike {@link #echoBytes}, each element is a typed 16-bit value that an
     * encoding must marshal one by one (CDR aligns it, XDR-like encodings widen it, text
     * encodings print it), which is what the paper measured.
     *
     * @param data any shorts, the empty array and {@code Short.MIN_VALUE} and
     *             {@code Short.MAX_VALUE} included
     * @return a short array equal in content to {@code data}
     * @throws Exception whatever the protocol reports for a failed call
     */
    short[] echoShorts(short[] data) throws Exception;

    /**
     * Returns {@code x * x * x} in 64-bit two's complement arithmetic (it overflows as Java
     * does): CCMPerf's minimal non-trivial work, a call whose answer proves the server ran.
     *
     * @param x any value
     * @return {@code x * x * x}
     * @throws Exception whatever the protocol reports for a failed call
     */
    long cube(long x) throws Exception;
}
