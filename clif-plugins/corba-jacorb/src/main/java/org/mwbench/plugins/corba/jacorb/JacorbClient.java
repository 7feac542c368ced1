package org.mwbench.plugins.corba.jacorb;

import org.mwbench.plugins.corba.common.AbstractCorbaClient;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.jacorb.JacorbOrb;
import org.mwbench.servers.corba.jacorb.JacorbServer;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TRANSIENT;

/** Calls the benchmark IDL through JacORB. */
public final class JacorbClient extends AbstractCorbaClient {
    /** The kind of a call a JacORB server refused because its POA queue was full. */
    public static final String POA_QUEUE_FULL = "JacORB POA queue full (TRANSIENT)";

    private final JacorbOrb orb = new JacorbOrb();

    @Override
    public String protocol() {
        return JacorbServer.PROTOCOL;
    }

    @Override
    protected OrbFlavour flavour() {
        return orb;
    }

    /**
     * A JacORB server whose POA request queue is full ({@code jacorb.poa.queue_max}, 100 by
     * default) refuses the request with {@code TRANSIENT} "resource limit reached", OMG's minor 1
     * (a request discarded for the POA's resources), not completed; the message stays on the
     * server, minor and completion cross the wire. Under a load of many clients that is the
     * server's queue, not the network: it reads {@value #POA_QUEUE_FULL}.
     */
    @Override
    public String failureKind(Throwable failure) {
        if (failure instanceof TRANSIENT refused && isOmgMinor(refused, 1)
                && refused.completed == CompletionStatus.COMPLETED_NO) {
            return POA_QUEUE_FULL;
        }
        return super.failureKind(failure);
    }
}
