package org.mwbench.platform.control;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.lang.reflect.Proxy;
import java.rmi.server.RemoteObjectInvocationHandler;
import java.rmi.server.RemoteRef;
import java.security.MessageDigest;

/**
 * What the attack tests need to reach a control channel below its stub: the stub's remote
 * reference (its endpoint, its object id, a raw invoke) and the RMI method hash that a call
 * names its method by, so that they can send what no honest stub sends.
 */
final class RawRmiCalls {
    private RawRmiCalls() {
    }

    /** The remote reference behind a dynamic-proxy stub. */
    static RemoteRef refOf(ControlChannel stub) {
        return ((RemoteObjectInvocationHandler) Proxy.getInvocationHandler(stub)).getRef();
    }

    /** The RMI method hash (Java RMI specification, section 8.3) of a method such as {@code call([B)[B}. */
    static long methodHash(String nameAndDescriptor) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF(nameAndDescriptor);
        }
        byte[] sha = MessageDigest.getInstance("SHA-1").digest(bytes.toByteArray());
        long hash = 0;
        for (int i = 0; i < 8; i++) {
            hash += ((long) (sha[i] & 0xFF)) << (i * 8);
        }
        return hash;
    }
}
