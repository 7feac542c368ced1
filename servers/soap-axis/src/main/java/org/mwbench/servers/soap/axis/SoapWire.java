package org.mwbench.servers.soap.axis;

import java.util.List;
import javax.xml.namespace.QName;
import org.apache.axis.Constants;
import org.apache.axis.constants.Style;
import org.apache.axis.constants.Use;
import org.apache.axis.description.OperationDesc;
import org.apache.axis.description.ParameterDesc;
import org.apache.axis.encoding.TypeMapping;
import org.apache.axis.encoding.TypeMappingDelegate;
import org.apache.axis.encoding.ser.BeanDeserializerFactory;
import org.apache.axis.encoding.ser.BeanSerializerFactory;
import org.apache.axis.encoding.ser.SimpleDeserializerFactory;
import org.apache.axis.encoding.ser.SimpleSerializerFactory;
import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * The wire definition both sides share, what a WSDL would say: the service's name and path,
 * its namespaces, the five contract beans' XML types and the nine operations, SOAP 1.1
 * rpc/encoded. It plays the part of the generated stub's and skeleton's metadata
 * (WSDL2Java's {@code _operations} and {@code cachedSerFactories}), written once by hand.
 *
 * <p>Operations are built fresh for each caller: Axis's {@link OperationDesc} is mutable
 * (the server's service description synchronizes it with the endpoint's methods), so a
 * server and a client in one JVM must not share instances.
 */
public final class SoapWire {
    /** The service's name under {@code /axis/services/}, as Axis servlets publish it. */
    public static final String SERVICE_NAME = "mwbench";
    /** The path of the service, the same as in an Axis web application. */
    public static final String PATH = "/axis/services/" + SERVICE_NAME;
    /** The namespace of the operations' elements in the SOAP body. */
    public static final String SERVICE_NAMESPACE = "urn:mwbench";
    /** The namespace of the beans' XML types. */
    public static final String TYPES_NAMESPACE = "urn:mwbench:types";

    public static final QName DATA2 = new QName(TYPES_NAMESPACE, "Data2");
    public static final QName DATA3 = new QName(TYPES_NAMESPACE, "Data3");
    public static final QName ADDRESS = new QName(TYPES_NAMESPACE, "Address");
    public static final QName ORDER = new QName(TYPES_NAMESPACE, "Order");
    public static final QName SIMPLE_DATE = new QName(TYPES_NAMESPACE, "SimpleDate");

    private SoapWire() {
    }

    /**
     * Maps the five contract beans to their XML types with Axis's bean (de)serializers: the
     * only classes besides Axis's built-in simple types and arrays that a message can make
     * Axis instantiate.
     */
    public static void registerBeans(TypeMappingDelegate mapping) {
        registerBean(mapping, Data2.class, DATA2);
        registerBean(mapping, Data3.class, DATA3);
        registerBean(mapping, Address.class, ADDRESS);
        registerBean(mapping, Order.class, ORDER);
        registerBean(mapping, SimpleDate.class, SIMPLE_DATE);
        registerShortAsXsdShort(mapping);
        // Never make a class from a type's name (Axis's "java:" auto-types): off in Axis by
        // default, and kept off here whatever the engine's options say.
        mapping.setDoAutoTypes(false);
    }

    /**
     * Maps {@code java.lang.Short}, the box of each element of {@code echoShorts}' array, to
     * {@code xsd:short}. Axis's SOAP-encoding mapping makes it {@code soapenc:short}, which is
     * not an XML Schema type, so Axis sends every short as a multi-reference: an
     * {@code <item href="#idN"/>} and a {@code <multiRef>} element of its own, some 220 bytes
     * a short, and its deserializer resolves 5120 of them in about 4 s a call on this machine
     * (1.1 MB each way; measured before this mapping). With {@code xsd:short}, a simple schema
     * type, each short is one {@code <item>} element. No other operation carries a Short.
     */
    private static void registerShortAsXsdShort(TypeMapping mapping) {
        mapping.register(Short.class, Constants.XSD_SHORT, new SimpleSerializerFactory(Short.class, Constants.XSD_SHORT),
                new SimpleDeserializerFactory(Short.class, Constants.XSD_SHORT));
    }

    private static void registerBean(TypeMapping mapping, Class<?> type, QName xmlType) {
        mapping.register(type, xmlType, new BeanSerializerFactory(type, xmlType),
                new BeanDeserializerFactory(type, xmlType));
    }

    /** The operation's element in the SOAP body, {@code urn:mwbench:<name>}. */
    public static QName operationName(String operation) {
        return new QName(SERVICE_NAMESPACE, operation);
    }

    /** The nine operations of {@link org.mwbench.contract.BenchmarkService}, new instances. */
    public static List<OperationDesc> operations() {
        return List.of(ping(), stamp(), getString(), getItems(), getCustomer(), getCustomers(), echoBytes(),
                cube(), echoShorts());
    }

    public static OperationDesc ping() {
        return operation("ping", null, void.class);
    }

    public static OperationDesc stamp() {
        return operation("stamp", Constants.XSD_LONG, long.class, in("t", Constants.XSD_LONG, long.class));
    }

    public static OperationDesc getString() {
        return operation("getString", Constants.XSD_STRING, String.class, in("n", Constants.XSD_INT, int.class));
    }

    public static OperationDesc getItems() {
        return operation("getItems", Constants.SOAP_ARRAY, Data2[].class, in("n", Constants.XSD_INT, int.class));
    }

    public static OperationDesc getCustomer() {
        return operation("getCustomer", DATA3, Data3.class, in("id", Constants.XSD_STRING, String.class));
    }

    public static OperationDesc getCustomers() {
        return operation("getCustomers", Constants.SOAP_ARRAY, Data3[].class,
                in("salesRep", Constants.XSD_STRING, String.class), in("n", Constants.XSD_INT, int.class));
    }

    public static OperationDesc echoBytes() {
        return operation("echoBytes", Constants.XSD_BASE64, byte[].class,
                in("data", Constants.XSD_BASE64, byte[].class));
    }

    public static OperationDesc cube() {
        return operation("cube", Constants.XSD_LONG, long.class, in("x", Constants.XSD_LONG, long.class));
    }

    /**
     * Böszörményi et al. 1999's data transfer: a SOAP-encoded array of {@code xsd:short}
     * ({@code soapenc:arrayType="xsd:short[5120]"}), one element a short.
     */
    public static OperationDesc echoShorts() {
        return operation("echoShorts", Constants.SOAP_ARRAY, short[].class,
                in("data", Constants.SOAP_ARRAY, short[].class));
    }

    private static OperationDesc operation(String name, QName returnType, Class<?> returnClass,
                                           ParameterDesc... parameters) {
        OperationDesc operation = new OperationDesc();
        operation.setName(name);
        operation.setElementQName(operationName(name));
        operation.setStyle(Style.RPC);
        operation.setUse(Use.ENCODED);
        for (ParameterDesc parameter : parameters) {
            operation.addParameter(parameter);
        }
        operation.setReturnClass(returnClass);
        if (returnType != null) {
            operation.setReturnType(returnType);
            operation.setReturnQName(new QName("", name + "Return"));
        }
        return operation;
    }

    /** An unqualified rpc/encoded part, as Axis names them. */
    private static ParameterDesc in(String name, QName xmlType, Class<?> javaType) {
        return new ParameterDesc(new QName("", name), ParameterDesc.IN, xmlType, javaType, false, false);
    }
}
