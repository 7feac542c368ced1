package org.mwbench.plugins.ice.common;

import com.zeroc.Ice.ConnectionInfo;
import com.zeroc.Ice.Current;
import com.zeroc.Ice.Endpoint;
import com.zeroc.Ice.ObjectPrx;
import com.zeroc.Ice.Instrumentation.CommunicatorObserver;
import com.zeroc.Ice.Instrumentation.ConnectionObserver;
import com.zeroc.Ice.Instrumentation.ConnectionState;
import com.zeroc.Ice.Instrumentation.DispatchObserver;
import com.zeroc.Ice.Instrumentation.InvocationObserver;
import com.zeroc.Ice.Instrumentation.Observer;
import com.zeroc.Ice.Instrumentation.ObserverUpdater;
import com.zeroc.Ice.Instrumentation.ThreadObserver;
import com.zeroc.Ice.Instrumentation.ThreadState;
import java.util.Map;
import org.mwbench.contract.middleware.WireCounter;

/**
 * Ice's own hook for the bytes on the wire: a communicator's observer
 * ({@code InitializationData.observer}), whose connection observer Ice tells, from the
 * thread that read or wrote, how many bytes each read and write of a connection's transport
 * moved: message headers and bodies, what its own metrics count. Every connection of the
 * communicator reports into one counter, and each {@link IceConnection} has a communicator
 * of its own. Ice attaches the observer once a connection is validated, so the server's
 * validate-connection message (a bare 14-byte header, once per TCP connection) is not
 * counted; every call's bytes are, to the byte (checked against the kernel's
 * {@code tcp_info} counts).
 *
 * <p>Nothing else is observed: the other observers are null, which Ice takes as "not
 * observed" (per invocation, it asks for an invocation observer: one call that returns null).
 */
class WireObserver implements CommunicatorObserver {
    private final ConnectionObserver connections;

    WireObserver(WireCounter wire) {
        this.connections = new Counting(wire);
    }

    @Override
    public ConnectionObserver getConnectionObserver(ConnectionInfo info, Endpoint endpoint, ConnectionState state,
                                                    ConnectionObserver old) {
        return connections;
    }

    @Override
    public Observer getConnectionEstablishmentObserver(Endpoint endpoint, String connector) {
        return null;
    }

    @Override
    public Observer getEndpointLookupObserver(Endpoint endpoint) {
        return null;
    }

    @Override
    public ThreadObserver getThreadObserver(String parent, String id, ThreadState state, ThreadObserver old) {
        return null;
    }

    @Override
    public InvocationObserver getInvocationObserver(ObjectPrx proxy, String operation, Map<String, String> context) {
        return null;
    }

    @Override
    public DispatchObserver getDispatchObserver(Current current, int size) {
        return null;
    }

    /** The counts are read from the counter itself; nothing to update. */
    @Override
    public void setObserverUpdater(ObserverUpdater updater) {
    }

    /** One connection observer for all of the communicator's connections, across their states. */
    private static final class Counting implements ConnectionObserver {
        private final WireCounter wire;

        Counting(WireCounter wire) {
            this.wire = wire;
        }

        @Override
        public void sentBytes(int bytes) {
            wire.sent(bytes);
        }

        @Override
        public void receivedBytes(int bytes) {
            wire.received(bytes);
        }

        @Override
        public void attach() {
        }

        @Override
        public void detach() {
        }

        @Override
        public void failed(String exceptionName) {
        }
    }
}
