package org.mwbench.servers.corba;

import org.mwbench.contract.middleware.ChildJvmServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.WireBytesTestKit;

/**
 * The contract's wire-bytes kit for an ORB, against its server in a child JVM, as in the
 * latency plans: in one JVM and one class loader, JacORB short-cuts the call through its
 * in-memory IIOP loopback and no socket is used. Connecting counts the {@code _non_existent}
 * request that connect makes and its reply (narrowing alone would ask nobody). Each ORB's
 * client module runs it, with {@code mwbench.corba.plugin} naming its target folder.
 */
public abstract class ChildJvmWireBytesKit extends WireBytesTestKit {

    @Override
    protected ServerHandle startServer() throws Exception {
        return ChildJvmServer.start(protocol(), ProtocolClasspath.ofModuleNamedBy("mwbench.corba.plugin"));
    }

    /** GIOP's header: magic, version, flags, message type, size. */
    @Override
    protected int messageHeaderBytes() {
        return 12;
    }
}
