package org.mwbench.servers.hessian;

import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A stand-in for a deserialization gadget: a serializable class that runs code when Hessian builds
 * it ({@code readResolve}, which Hessian's JavaDeserializer calls as Java serialization does), and
 * counts how often that happened.
 */
public class Tripwire implements Serializable {
    private static final long serialVersionUID = 1L;
    static final AtomicInteger RESOLVED = new AtomicInteger();

    String command = "touch /tmp/pwned";

    private Object readResolve() {
        RESOLVED.incrementAndGet();
        return this;
    }
}
