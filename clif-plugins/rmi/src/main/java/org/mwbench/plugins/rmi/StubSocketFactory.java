package org.mwbench.plugins.rmi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.rmi.Remote;
import java.rmi.server.RMIClientSocketFactory;

/**
 * Gives a stub another client socket factory: the client's own, holding its call timeout and
 * counting its connection's bytes.
 *
 * <p>A stub opens its sockets with the factory its server chose when it exported the object,
 * serialized inside the stub; but the call timeout is the client's choice. The public API has
 * no way to build a stub with another factory, so this copies the stub through Java
 * serialization: on the way out, the server's factory is replaced by a placeholder
 * ({@link ObjectOutputStream#replaceObject}); on the way back in, the placeholder is resolved
 * to the client's factory object itself ({@link ObjectInputStream#resolveObject}), not to a
 * deserialized copy of it, so the copy's sockets count into that very factory's counter and
 * RMI, which compares factories with {@code equals}, sees the instance the client made (see
 * {@link CountingSocketFactory}). The copy names the same remote object. The bytes never leave
 * this JVM. Deserializing the copy registers it with RMI's distributed garbage collector, one
 * "dirty" call to the server, made with the new factory like any other call.
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
        FactoryReplacingStream out = new FactoryReplacingStream(bytes);
        out.writeObject(stub);
        out.close();
        if (!out.replaced) {
            throw new InvalidObjectException("the stub " + stub + " has no client socket factory, so its calls"
                    + " cannot be bounded: was it exported by an mwbench rmi server?");
        }
        try (ObjectInputStream in = new FactoryResolvingStream(new ByteArrayInputStream(bytes.toByteArray()), factory)) {
            @SuppressWarnings("unchecked") // the copy of a T is a T
            T copy = (T) in.readObject();
            return copy;
        }
    }

    /** Where the server's factory was in the stub; stands for the client's in the copy. */
    private enum Placeholder {
        CLIENT_SOCKET_FACTORY
    }

    private static final class FactoryReplacingStream extends ObjectOutputStream {
        boolean replaced;

        FactoryReplacingStream(OutputStream out) throws IOException {
            super(out);
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            if (obj instanceof RMIClientSocketFactory) {
                replaced = true;
                return Placeholder.CLIENT_SOCKET_FACTORY;
            }
            return obj;
        }
    }

    private static final class FactoryResolvingStream extends ObjectInputStream {
        private final RMIClientSocketFactory factory;

        FactoryResolvingStream(InputStream in, RMIClientSocketFactory factory) throws IOException {
            super(in);
            this.factory = factory;
            enableResolveObject(true);
        }

        @Override
        protected Object resolveObject(Object obj) {
            return obj == Placeholder.CLIENT_SOCKET_FACTORY ? factory : obj;
        }
    }
}
