package org.mwbench.servers.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianOutput;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/** Hessian 2 calls and replies as bytes, made and read with Hessian's own classes, for tests over raw HTTP. */
final class HessianCalls {
    private HessianCalls() {
    }

    /** A Hessian 2 call of {@code method}, its arguments written by a permissive (default) serializer. */
    static byte[] call(String method, Object... arguments) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        SerializerFactory permissive = new SerializerFactory();
        permissive.setAllowNonSerializable(true);
        out.setSerializerFactory(permissive);
        out.call(method, arguments);
        out.flush();
        return bytes.toByteArray();
    }

    /**
     * A Hessian 1 call (which the skeleton still takes) of {@code method} with one call header,
     * {@code header}: the skeleton reads header values as any object, whatever the method.
     */
    static byte[] callWithHeader(Object header, String method, Object... arguments) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        HessianOutput out = new HessianOutput(bytes);
        SerializerFactory permissive = new SerializerFactory();
        permissive.setAllowNonSerializable(true);
        out.setSerializerFactory(permissive);
        out.startCall();
        out.writeHeader("mwbench-test");
        out.writeObject(header);
        out.writeMethod(method);
        for (Object argument : arguments) {
            out.writeObject(argument);
        }
        out.completeCall();
        out.flush();
        return bytes.toByteArray();
    }

    /**
     * The reply's value, read as {@code type}; a fault is thrown as Hessian throws it.
     *
     * @throws Throwable the fault
     */
    static Object reply(byte[] reply, Class<?> type) throws Throwable {
        InputStream in = new ByteArrayInputStream(reply);
        if (in.read() != 'H' || in.read() != 2 || in.read() != 0) {
            throw new IOException("not a Hessian 2 reply");
        }
        Hessian2Input input = new Hessian2Input(in);
        input.setSerializerFactory(HessianSerializers.forReplies(HessianCalls.class.getClassLoader()));
        return input.readReply(type);
    }
}
