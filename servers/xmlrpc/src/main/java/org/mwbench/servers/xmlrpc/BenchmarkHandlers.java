package org.mwbench.servers.xmlrpc;

import java.util.HashMap;
import java.util.Map;
import org.apache.xmlrpc.XmlRpcException;
import org.apache.xmlrpc.XmlRpcHandler;
import org.apache.xmlrpc.XmlRpcRequest;
import org.apache.xmlrpc.server.XmlRpcHandlerMapping;
import org.apache.xmlrpc.server.XmlRpcNoSuchHandlerException;
import org.mwbench.contract.BenchmarkService;

/**
 * The method table: one {@link XmlRpcHandler} per {@link XmlRpcMethods} name, each taking its
 * parameters from the request and calling the service directly.
 *
 * <p>Written by hand rather than with Apache's {@code PropertyHandlerMapping}, which finds
 * methods by reflection and, by default, instantiates the handler class for every request:
 * here the service instance is given, and a call costs one map lookup and one virtual call.
 */
final class BenchmarkHandlers implements XmlRpcHandlerMapping {
    /** The fault code of a call the service itself failed; the fault string says why. */
    static final int SERVICE_FAILURE = 1;

    private final Map<String, XmlRpcHandler> handlers = new HashMap<>();

    BenchmarkHandlers(BenchmarkService service) {
        handlers.put(XmlRpcMethods.PING, request -> {
            call(() -> {
                service.ping();
                return null;
            });
            return XmlRpcMethods.PING_RESULT;
        });
        handlers.put(XmlRpcMethods.STAMP, request -> {
            long t = XmlRpcValues.toLong(request.getParameter(0));
            return call(() -> service.stamp(t));
        });
        handlers.put(XmlRpcMethods.GET_STRING, request -> {
            int n = XmlRpcValues.toInt(request.getParameter(0));
            return call(() -> service.getString(n));
        });
        handlers.put(XmlRpcMethods.GET_ITEMS, request -> {
            int n = XmlRpcValues.toInt(request.getParameter(0));
            return XmlRpcValues.items(call(() -> service.getItems(n)));
        });
        handlers.put(XmlRpcMethods.GET_CUSTOMER, request -> {
            String id = (String) request.getParameter(0);
            return XmlRpcValues.customer(call(() -> service.getCustomer(id)));
        });
        handlers.put(XmlRpcMethods.GET_CUSTOMERS, request -> {
            String salesRep = (String) request.getParameter(0);
            int n = XmlRpcValues.toInt(request.getParameter(1));
            return XmlRpcValues.customers(call(() -> service.getCustomers(salesRep, n)));
        });
        handlers.put(XmlRpcMethods.ECHO_BYTES, request -> {
            byte[] data = (byte[]) request.getParameter(0);
            return call(() -> service.echoBytes(data));
        });
        handlers.put(XmlRpcMethods.ECHO_SHORTS, request -> {
            Object data = request.getParameter(0);
            return XmlRpcValues.shorts(call(() -> service.echoShorts(XmlRpcValues.toShorts(data))));
        });
        handlers.put(XmlRpcMethods.CUBE, request -> {
            long x = XmlRpcValues.toLong(request.getParameter(0));
            return call(() -> service.cube(x));
        });
    }

    @Override
    public XmlRpcHandler getHandler(String name) throws XmlRpcNoSuchHandlerException {
        XmlRpcHandler handler = handlers.get(name);
        if (handler == null) {
            throw new XmlRpcNoSuchHandlerException("No such handler: " + name);
        }
        return handler;
    }

    /** A service call, which may throw whatever the service throws. */
    @FunctionalInterface
    private interface ServiceCall<T> {
        T invoke() throws Exception;
    }

    /**
     * Calls the service; a failure becomes a fault whose string is the exception's class and
     * message. Apache's {@code enabledForExceptions}, which would ship the exception itself as
     * serialized Java, stays off: the client would have to deserialize it.
     */
    private static <T> T call(ServiceCall<T> call) throws XmlRpcException {
        try {
            return call.invoke();
        } catch (XmlRpcException e) {
            throw e;
        } catch (Exception e) {
            throw new XmlRpcException(SERVICE_FAILURE, e.toString(), e);
        }
    }
}
