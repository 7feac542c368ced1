package org.mwbench.plugins.ice.cpp;

import org.mwbench.plugins.ice.common.AbstractIceClient;
import org.mwbench.servers.ice.cpp.IceCppServer;

/**
 * The Java client of protocol {@code ice-cpp}: the Java Ice client ({@link AbstractIceClient},
 * the same code as protocol {@code ice}'s), calling the C++ server. Ice 3.7 for Java and for C++
 * speak one protocol, and the platform needs a Java client of every protocol it serves, to wait for
 * the server's readiness and to run the conformance check. The native client is
 * {@link IceCppNativeClient}. It multiplexes as {@code ice}'s does ({@link #multiplexesCalls()}):
 * one communicator's connection carries concurrent requests, matched by request id, whatever the
 * server's language, so the scalability plans share one connection.
 */
public final class IceCppJavaClient extends AbstractIceClient {
    public IceCppJavaClient() {
        super(IceCppServer.PROTOCOL);
    }
}
