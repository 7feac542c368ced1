package org.mwbench.servers.xmlrpc;

/**
 * The XML-RPC method names of the benchmark service: {@code mwbench.} and the contract's
 * operation name, the dotted "handler.method" form XML-RPC servers conventionally use. The
 * parameters and results, in XML-RPC types (Apache's {@code ex:i8} extension for Java longs):
 * <pre>
 * mwbench.ping()                          -> string, empty (XML-RPC has no void)
 * mwbench.stamp(ex:i8 t)                  -> ex:i8 t
 * mwbench.getString(i4 n)                 -> string
 * mwbench.getItems(i4 n)                  -> array of Data2 structs
 * mwbench.getCustomer(string id)          -> Data3 struct
 * mwbench.getCustomers(string rep, i4 n)  -> array of Data3 structs
 * mwbench.echoBytes(base64 data)          -> base64
 * mwbench.cube(ex:i8 x)                   -> ex:i8
 * mwbench.echoShorts(array of i4 data)    -> array of i4
 * </pre>
 * XML-RPC has no 16-bit type: {@code echoShorts} (Böszörményi et al. 1999's data transfer)
 * sends each short as a standard {@code <value><i4>-1234</i4></value>}, some 25 to 30 bytes
 * where the raw socket spends 2, and the parser boxes every one; that is part of what XML-RPC
 * costs. Apache's {@code ex:i2} extension would be no shorter, and only Apache reads it.
 * The structs are described by {@link XmlRpcValues}.
 */
public final class XmlRpcMethods {
    public static final String PING = "mwbench.ping";
    public static final String STAMP = "mwbench.stamp";
    public static final String GET_STRING = "mwbench.getString";
    public static final String GET_ITEMS = "mwbench.getItems";
    public static final String GET_CUSTOMER = "mwbench.getCustomer";
    public static final String GET_CUSTOMERS = "mwbench.getCustomers";
    public static final String ECHO_BYTES = "mwbench.echoBytes";
    public static final String CUBE = "mwbench.cube";
    public static final String ECHO_SHORTS = "mwbench.echoShorts";

    /** What {@link #PING} returns: the lightest XML-RPC value, {@code <value></value>}. */
    public static final String PING_RESULT = "";

    private XmlRpcMethods() {
    }
}
