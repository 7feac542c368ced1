package org.mwbench.plugins.ice.common;

import com.zeroc.Ice.ConnectionInfo;
import com.zeroc.Ice.Endpoint;
import com.zeroc.Ice.ObjectAdapter;
import com.zeroc.Ice.ObjectPrx;
import com.zeroc.Ice.Instrumentation.CollocatedObserver;
import com.zeroc.Ice.Instrumentation.InvocationObserver;
import com.zeroc.Ice.Instrumentation.RemoteObserver;
import java.util.Map;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The communicator observer of a client with {@code whitebox=true}: the {@link WireObserver}'s
 * byte counts, plus an invocation observer per call, Ice's own instrumentation hook (Ice 3.7
 * Java has no client interceptor). Ice asks for it on the calling thread before it marshals the
 * arguments, so it takes the caller's {@link WhiteBoxCall} there. Its remote observer is attached
 * on the calling thread once the request is marshalled and its connection chosen, just before the
 * request is written: the end of client marshalling. Its {@code reply} runs on an Ice client
 * thread once the reply is read whole, before the caller is woken and unmarshals the result: the
 * end of transport plus server. Ice 3.7 replies carry no context, so the server's part never
 * comes back: it stays "not seen" (servers/README.md, "White-box timing").
 */
final class WhiteBoxObserver extends WireObserver {

    WhiteBoxObserver(WireCounter wire) {
        super(wire);
    }

    @Override
    public InvocationObserver getInvocationObserver(ObjectPrx proxy, String operation, Map<String, String> context) {
        return new Invocation(WhiteBoxCall.current());
    }

    /** One call's observer, holding its caller's record. */
    private static final class Invocation implements InvocationObserver, RemoteObserver {
        private final WhiteBoxCall record;

        Invocation(WhiteBoxCall record) {
            this.record = record;
        }

        /** The invocation's own start and end: before marshalling, after the reply; not a point measured. */
        @Override
        public void attach() {
        }

        @Override
        public void detach() {
        }

        @Override
        public void failed(String exceptionName) {
        }

        @Override
        public void retried() {
        }

        @Override
        public void userException() {
        }

        /**
         * Ice asks for the remote observer on the calling thread once the request is marshalled
         * and its connection chosen, and attaches it at once, before writing: one point, taken here.
         */
        @Override
        public RemoteObserver getRemoteObserver(ConnectionInfo connection, Endpoint endpoint, int requestId, int size) {
            record.requestSent(System.nanoTime());
            return this;
        }

        @Override
        public CollocatedObserver getCollocatedObserver(ObjectAdapter adapter, int requestId, int size) {
            return null;
        }

        /** The reply is read whole, on an Ice thread; the caller unmarshals it once woken. */
        @Override
        public void reply(int size) {
            record.replyReceived(System.nanoTime());
        }
    }
}
