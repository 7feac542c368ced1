package org.mwbench.platform.control;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.mwbench.platform.security.SerialFilters;

/**
 * Arguments and results as the control plane moves them: Java serialization, read back only after
 * the frame that carried them was authenticated, and then still through the control plane's
 * allow-list ({@link SerialFilters#controlPlane()}), as defence in depth against a holder of the
 * secret on a compromised host.
 */
final class Payloads {

    private Payloads() {
    }

    static byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    /**
     * @throws IOException not a serialized value the allow-list admits, or a malformed stream: the
     *                     JDK's reader throws some runtime exceptions for those (a negative array
     *                     length is a {@code NegativeArraySizeException}), which become this
     */
    static Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(SerialFilters.controlPlane());
            return in.readObject();
        } catch (RuntimeException malformed) {
            throw new IOException("malformed serialized data: " + malformed, malformed);
        }
    }
}
