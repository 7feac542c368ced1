package org.mwbench.plugins.rmi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.rmi.Remote;
import java.rmi.server.RMIClientSocketFactory;

/**
 * Gives a stub another client socket factory: the client's own, holding its call timeout.
 *
 * <p>A stub opens its sockets with the factory its server chose when it exported the object,
 * serialized inside the stub; but the call timeout is the client's choice. The public API has
 * no way to build a stub with another factory, so this copies the stub through Java
 * serialization and, on the way out, replaces its factory object
 * ({@link ObjectOutputStream#replaceObject}). The copy names the same remote object and
 * connects with the new factory; RMI pools its connections apart from the original's,
 * since the factories differ. The bytes never leave this JVM. Deserializing the copy
 * registers it with RMI's distributed garbage collector, one "dirty" call to the server,
 * bounded by the new factory's timeout like any other call.
 */
final class StubSocketFactory {
    private StubSocketFactory() {
    }

    /**
     * @return a copy of {@code stub} that opens its sockets with {@code factory}
     * @throws InvalidObjectException if the stub has no client socket factory to replace:
     *         the server exported it with RMI's default sockets, whose calls nothing bounds
     */
    static <T extends Remote> T replace(T stub, RMIClientSocketFactory factory) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        FactoryReplacingStream out = new FactoryReplacingStream(bytes, factory);
        out.writeObject(stub);
        out.close();
        if (!out.replaced) {
            throw new InvalidObjectException("the stub " + stub + " has no client socket factory, so its calls"
                    + " cannot be bounded: was it exported by an mwbench rmi server?");
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            @SuppressWarnings("unchecked") // the copy of a T is a T
            T copy = (T) in.readObject();
            return copy;
        }
    }

    private static final class FactoryReplacingStream extends ObjectOutputStream {
        private final RMIClientSocketFactory factory;
        boolean replaced;

        FactoryReplacingStream(OutputStream out, RMIClientSocketFactory factory) throws IOException {
            super(out);
            this.factory = factory;
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            if (obj instanceof RMIClientSocketFactory) {
                replaced = true;
                return factory;
            }
            return obj;
        }
    }
}
