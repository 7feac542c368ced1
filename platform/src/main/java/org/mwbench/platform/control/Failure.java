package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.rmi.RemoteException;

/**
 * An operation's failure as it crosses the control plane. The exceptions an operation declares
 * (AgentException, PlanException, ...) travel as themselves, so that a located plan error stays
 * located; anything else travels as its class name and message only: its causes may be classes the
 * caller rightly refuses to deserialize, and its stack trace is the callee's business. If even a
 * declared exception cannot be read back, the caller still gets the class name and the message.
 */
final class Failure {

    private static final int MESSAGE_CHARS = 8192;

    private Failure() {
    }

    /** @param operation the operation that failed, or null when there was none to run: it declares nothing */
    static byte[] describe(Throwable thrown, Method operation) {
        boolean declared = operation != null && isDeclared(thrown, operation);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF(thrown.getClass().getName());
            String message = String.valueOf(thrown.getMessage());
            out.writeUTF(message.length() > MESSAGE_CHARS ? message.substring(0, MESSAGE_CHARS) + "..." : message);
            byte[] object = declared ? serializedOrEmpty(thrown) : new byte[0];
            out.writeInt(object.length);
            out.write(object);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    /** The exception the caller throws for a failure the callee described. */
    static Throwable rethrowable(byte[] payload, Method operation, String peer) {
        String className;
        String message;
        byte[] object;
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload));
            className = in.readUTF();
            message = in.readUTF();
            object = in.readNBytes(Math.max(0, in.readInt()));
        } catch (IOException e) {
            return new RemoteException(peer + " failed and its failure could not be read: " + e.getMessage());
        }
        if (object.length > 0) {
            try {
                Object value = Payloads.deserialize(object);
                if (value instanceof Throwable thrown && isDeclared(thrown, operation)) {
                    return thrown;
                }
            } catch (IOException | ClassNotFoundException | RuntimeException e) {
                // fall through to the class name and message, which say it all
            }
        }
        String simpleName = className.substring(className.lastIndexOf('.') + 1);
        return new RemoteException(peer + " failed in " + operation.getName() + ": " + simpleName + ": " + message);
    }

    /** Checked exceptions the operation declares, RemoteException's kin included; never a bare runtime one. */
    private static boolean isDeclared(Throwable thrown, Method operation) {
        for (Class<?> declared : operation.getExceptionTypes()) {
            if (declared.isInstance(thrown) && !RuntimeException.class.isAssignableFrom(thrown.getClass())) {
                return true;
            }
        }
        return false;
    }

    private static byte[] serializedOrEmpty(Throwable thrown) {
        try {
            return Payloads.serialize(thrown);
        } catch (IOException notSerializable) {
            return new byte[0];
        }
    }
}
