package org.mwbench.plugins.corba.omniorb;

import org.mwbench.plugins.corba.common.AbstractCorbaClient;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.jacorb.JacorbOrb;
import org.mwbench.servers.corba.omniorb.OmniOrbServer;

/**
 * The Java client of protocol {@code corba-omniorb}: JacORB, calling the omniORB server through
 * its IOR. The platform needs a Java client of every protocol it serves, to wait for the server's
 * readiness and to run the conformance check; a C++ ORB has none, and any ORB speaks GIOP to
 * it. JacORB is the one chosen because it is the Java ORB the CORBA papers measured most, so
 * {@code corba-omniorb} calls from Java read as JacORB→omniORB. Its plugin folder holds JacORB
 * alone: two ORBs never share a class path. The native client is {@link OmniOrbNativeClient}.
 * Like every CORBA client here it multiplexes ({@link #multiplexesCalls()}): JacORB carries
 * concurrent requests on one GIOP connection, matched by request id, and omniORB's server runs
 * a connection's concurrent calls on several threads (up to its {@code maxServerThreadPerConnection},
 * 100 by default, in per-connection mode; pool threads in pool mode); the scalability plans share
 * one connection.
 */
public final class OmniOrbJacorbClient extends AbstractCorbaClient {
    private final JacorbOrb orb = new JacorbOrb();

    @Override
    public String protocol() {
        return OmniOrbServer.PROTOCOL;
    }

    @Override
    public String rowLabel() {
        return "JacORB→omniORB";
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }
}
