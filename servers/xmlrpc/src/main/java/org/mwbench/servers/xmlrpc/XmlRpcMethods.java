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
 * </pre>
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

    /** What {@link #PING} returns: the lightest XML-RPC value, {@code <value></value>}. */
    public static final String PING_RESULT = "";

    private XmlRpcMethods() {
    }
}
