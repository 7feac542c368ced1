package org.mwbench.platform.control;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Objects;
import org.mwbench.platform.Version;
import org.mwbench.platform.security.DeadlineSocket;
import org.mwbench.platform.security.MacKey;
import org.mwbench.platform.security.SharedSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The callee's end of a control channel: it proves the secret at hello, and for every call checks
 * the seal, refuses replays, and only then deserializes the arguments and runs the operation on its
 * implementation. Refusals are logged here, on the refusing side: the caller may be an attacker who
 * never reads replies.
 *
 * <p>Exported over RMI by {@link org.mwbench.platform.security.RmiEndpoints#exportChannel}, or called
 * directly in the same JVM (the supervisor's own {@code local host} agent), through the same frames.
 */
public final class ChannelServer implements ControlChannel {

    private static final Logger LOG = LoggerFactory.getLogger(ChannelServer.class);

    private final String peerName;
    private final SharedSecret secret;
    private final Object implementation;
    private final OperationTable operations;
    private final SessionTable sessions = new SessionTable();
    private final SessionCookies cookies = new SessionCookies();
    private volatile byte[] identity;

    private ChannelServer(String peerName, SharedSecret secret, Object implementation, Class<?> api) {
        this.peerName = Objects.requireNonNull(peerName, "peerName");
        this.secret = Objects.requireNonNull(secret, "secret");
        this.implementation = Objects.requireNonNull(implementation, "implementation");
        this.operations = OperationTable.of(api);
    }

    /** A callee that serves {@code api}'s operations on {@code implementation}, under the name callers expect. */
    public static <T> ChannelServer serving(Class<T> api, T implementation, String peerName, SharedSecret secret) {
        return new ChannelServer(peerName, secret, implementation, api);
    }

    /** Serving in this JVM only: the identity callers expect is {@link StubIdentity#inProcess}. */
    public static <T> ChannelServer inProcess(Class<T> api, T implementation, String peerName, SharedSecret secret) {
        ChannelServer server = serving(api, implementation, peerName, secret);
        server.identify(StubIdentity.inProcess(peerName));
        return server;
    }

    /** Sets what this endpoint proves it is, once exported; hellos are answered only after. */
    public void identify(byte[] identity) {
        this.identity = identity.clone();
    }

    public String peerName() {
        return peerName;
    }

    @Override
    public byte[] hello(byte[] request) {
        byte[] clientNonce = Handshake.clientNonce(request);
        byte[] endpoint = identity;
        if (clientNonce == null || endpoint == null) {
            return new byte[0]; // not a hello this endpoint can answer; the caller says it is no mwbench peer
        }
        // Nothing is kept: the session id is a cookie, and the session is kept at its first sealed call.
        Handshake.Greeting unsigned = new Handshake.Greeting(peerName, Version.VERSION,
                Handshake.nonce(Handshake.NONCE_BYTES), cookies.issue(), new byte[0]);
        byte[] proof = Handshake.proof(secret.key(), clientNonce, unsigned, endpoint);
        return Handshake.encode(new Handshake.Greeting(unsigned.peerName(), unsigned.version(), unsigned.serverNonce(),
                unsigned.sessionId(), proof));
    }

    @Override
    public byte[] call(byte[] frame) {
        return answer(frame).encode();
    }

    private ReplyFrame answer(byte[] bytes) {
        CallFrame call;
        try {
            call = CallFrame.decode(bytes);
        } catch (IOException e) {
            return refuse(0, "a call", ReplyFrame.Refusal.MALFORMED, e.getMessage());
        }
        ChannelSession session = sessions.find(call.sessionId());
        byte[] endpoint = identity;
        if (session == null && cookies.fresh(call.sessionId()) && endpoint != null) {
            session = new ChannelSession(call.sessionId(),
                    Handshake.sessionKey(secret.key(), call.sessionId(), peerName, endpoint));
        }
        if (session == null) {
            return refuse(call.counter(), call.operation(), ReplyFrame.Refusal.UNKNOWN_SESSION,
                    "unknown or expired session (open one with hello first)");
        }
        if (!call.verify(session.key)) {
            return refuse(call.counter(), call.operation(), ReplyFrame.Refusal.BAD_PROOF,
                    "bad proof: the call is not sealed with this session's key. Either the caller does not hold the"
                    + " shared secret of '" + peerName + "' (fingerprint " + secret.fingerprint() + "), or the call"
                    + " (its operation, counter or arguments) was altered on its way");
        }
        session = sessions.admit(session); // the first valid call keeps its session
        String replay = session.window.check(call.counter());
        if (replay != null) {
            return refuse(call.counter(), call.operation(), ReplyFrame.Refusal.REPLAY, replay);
        }
        byte[] arguments = call.payload();
        if (call.parts() > 1) {
            try {
                arguments = session.assemble(call);
            } catch (ChannelSession.PartRefused e) {
                return refuse(call.counter(), call.operation(), e.reason, e.getMessage());
            }
            if (arguments == null) {
                return ReplyFrame.seal(session.key, call, ReplyFrame.Status.PART_ACCEPTED, new byte[0]);
            }
        }
        replay = session.window.accept(call.counter());
        if (replay != null) { // the same counter, raced in by another thread since the check
            return refuse(call.counter(), call.operation(), ReplyFrame.Refusal.REPLAY, replay);
        }
        DeadlineSocket.requestAuthenticated(); // the operation runs on its caller's time, not the request's deadline
        return dispatch(session.key, call, arguments);
    }

    private ReplyFrame dispatch(MacKey key, CallFrame call, byte[] arguments) {
        Method operation = operations.find(call.operation());
        if (operation == null) {
            return thrown(key, call, new UnsupportedOperationException("'" + peerName + "' has no operation "
                    + call.operation() + " (another mwbench version?)"), null);
        }
        Object[] values;
        try {
            values = (Object[]) Payloads.deserialize(arguments);
            if (values == null) { // a serialized null is a well-formed stream, not an argument list
                throw new IOException("no argument list");
            }
            if (values.length != operation.getParameterCount()) {
                throw new IOException(values.length + " arguments for " + operation.getParameterCount() + " parameters");
            }
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            return thrown(key, call, new IllegalArgumentException("'" + peerName + "' cannot read the arguments of "
                    + call.operation() + ": " + e), null);
        }
        Object result;
        try {
            result = operation.invoke(implementation, values);
        } catch (InvocationTargetException e) {
            return thrown(key, call, e.getCause(), operation);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            return thrown(key, call, e, operation);
        }
        try {
            byte[] payload = Payloads.serialize(result);
            if (payload.length > ControlLimits.REPLY_BYTES) {
                throw new IOException("the reply is " + payload.length + " bytes, over the " + ControlLimits.REPLY_BYTES
                        + " a reply may carry");
            }
            return ReplyFrame.seal(key, call, ReplyFrame.Status.VALUE, payload);
        } catch (IOException e) {
            return thrown(key, call, e, operation);
        }
    }

    private ReplyFrame thrown(MacKey key, CallFrame call, Throwable failure, Method operation) {
        if (operation == null || failure instanceof RuntimeException || failure instanceof Error) {
            LOG.warn("'{}' failed in {}: {}", peerName, call.operation(), failure.toString(), failure);
        }
        return ReplyFrame.seal(key, call, ReplyFrame.Status.THROWN, Failure.describe(failure, operation));
    }

    private ReplyFrame refuse(long counter, String operation, ReplyFrame.Refusal reason, String why) {
        String message = "'" + peerName + "' refused " + operation + ": " + why;
        if (reason != ReplyFrame.Refusal.UNKNOWN_SESSION) { // expired sessions are routine: the caller says hello again
            LOG.warn(message);
        }
        return ReplyFrame.refusal(counter, reason, message);
    }

    @Override
    public String toString() {
        return "ChannelServer[" + peerName + "]";
    }
}
