package org.mwbench.contract;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/** Java serialization in memory: the sizes Gray 2005 quotes, and round trips of the beans. */
final class JavaSerialization {

    private JavaSerialization() {
    }

    /** @return {@code value} as one Java serialization stream, header included */
    static byte[] bytes(Object value) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buffer.toByteArray();
    }

    /** @return a copy of {@code value} made by serializing and deserializing it */
    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T value) {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes(value)))) {
            return (T) in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
