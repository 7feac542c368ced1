package org.mwbench.plugins.corba.jacorb;

import org.mwbench.plugins.corba.common.AbstractCorbaClient;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.jacorb.JacorbOrb;
import org.mwbench.servers.corba.jacorb.JacorbServer;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TRANSIENT;

/** Calls the benchmark IDL through JacORB. */
public final class JacorbClient extends AbstractCorbaClient {
    /** The kind of a call a JacORB server refused because its POA queue was full. */
    public static final String POA_QUEUE_FULL = "JacORB POA queue full (TRANSIENT)";
    /**
     * The kind of a call JacORB never sent because another call's failure had just released the
     * connection they shared (below).
     */
    public static final String RELEASED_BY_ANOTHER_FAILURE = "JacORB connection released by another call's failure (COMM_FAILURE)";
    /** The message of that COMM_FAILURE, thrown by JacORB's client Delegate itself and nowhere else. */
    private static final String CONNECTION_CLOSED = "Connection closed";

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
     *
     * <p>JacORB's client drops the connection of an object reference on any failure but a
     * TIMEOUT, that refusal included ({@code Delegate.disconnect}). A call on the same reference
     * that had already made its request but not yet sent it then finds the reference unbound
     * and fails, unsent, with {@code COMM_FAILURE} "Connection closed", minor 0, a message
     * JacORB's Delegate writes on the client side and nowhere else. Under load the window is
     * wider, so a full queue costs a few of these besides its refusals (3 in 150 rounds of
     * {@code PoaQueueFullTest} with the cores busy). It reads {@value #RELEASED_BY_ANOTHER_FAILURE}
     * rather than a bare minor 0, which would look like the network.
     */
    @Override
    public String failureKind(Throwable failure) {
        if (failure instanceof TRANSIENT refused && isOmgMinor(refused, 1)
                && refused.completed == CompletionStatus.COMPLETED_NO) {
            return POA_QUEUE_FULL;
        }
        if (failure instanceof COMM_FAILURE dropped && dropped.minor == 0
                && dropped.completed == CompletionStatus.COMPLETED_NO && CONNECTION_CLOSED.equals(dropped.getMessage())) {
            return RELEASED_BY_ANOTHER_FAILURE;
        }
        return super.failureKind(failure);
    }
}
