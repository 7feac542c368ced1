package evil;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Stands for a gadget: a serializable class outside the allow-list whose readObject runs code.
 * Tests assert that the filter refuses it before that code can run.
 */
public class Payload implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Set if readObject ever runs, i.e. if the filter let the class through. */
    public static final AtomicBoolean DESERIALIZED = new AtomicBoolean();

    private final String command;

    public Payload(String command) {
        this.command = command;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        DESERIALIZED.set(true);
    }

    @Override
    public String toString() {
        return "Payload[" + command + "]";
    }
}
