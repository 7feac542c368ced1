package org.mwbench.servers.hessian;

import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;

/**
 * The server's serializer factory: it refuses every Java class a request names. Hessian maps each
 * type name it reads (an object's class, a typed map's or list's, anywhere in the call, its headers
 * included) to a deserializer here, so refusing a name that is a class (it has a dot: Hessian's
 * own type names, {@code string}, {@code [short}, {@code object}, have none) fails the request with
 * {@link HessianProtocolException} before the class is loaded. The benchmark's operations take
 * scalars, strings, {@code byte[]} and {@code short[]} only.
 *
 * <p>Hessian's whitelist ({@link com.caucho.hessian.io.ClassFactory}) alone would not fail the
 * request: it reads a refused class as a {@code HashMap} of its fields and goes on, leaving a
 * header or an {@code Object} argument to hold it. It is set too ({@link HessianSerializers#forRequests}),
 * for any name without a dot.
 */
final class RequestSerializerFactory extends SerializerFactory {

    RequestSerializerFactory(ClassLoader loader) {
        super(loader);
    }

    @Override
    public Deserializer getDeserializer(String type) throws HessianProtocolException {
        if (type != null && type.indexOf('.') >= 0) {
            throw new HessianProtocolException("'" + type + "' is a class this server does not read: a request carries"
                    + " scalars, strings and arrays of them only");
        }
        return super.getDeserializer(type);
    }
}
