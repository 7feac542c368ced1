package org.mwbench.platform.control;

import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.rmi.RemoteException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.mwbench.platform.security.MacKey;
import org.mwbench.platform.security.SerialFilters;
import org.mwbench.platform.security.SharedSecret;

/**
 * The caller's end of a control channel: a typed view of a control interface ({@code AgentControl},
 * {@code SupervisorControl}, {@code AgentDirectory}) whose every call is sealed with the session key
 * and whose every answer is checked before it is read.
 *
 * <p>Connecting says hello and checks the callee's proof before anything else is sent: a callee that
 * cannot prove the secret for this very endpoint gets nothing but a nonce
 * ({@link PeerNotProvenException}). Arguments larger than a part travel in parts of
 * {@link ControlLimits#PART_BYTES}. When the callee has forgotten the session (it restarted, or
 * dropped it), the client says hello again once and resends; a refused call was not executed, so
 * that is safe.
 */
public final class ChannelClient implements InvocationHandler {

    private final ControlChannel channel;
    private final byte[] identity;
    private final SharedSecret secret;
    private final String expectedPeer;
    private final String endpoint;
    private volatile Session session;

    private record Session(byte[] id, MacKey key, AtomicLong counter) {
    }

    private ChannelClient(ControlChannel channel, byte[] identity, SharedSecret secret, String expectedPeer) {
        this.channel = Objects.requireNonNull(channel, "channel");
        this.identity = identity.clone();
        this.secret = Objects.requireNonNull(secret, "secret");
        this.expectedPeer = Objects.requireNonNull(expectedPeer, "expectedPeer");
        this.endpoint = StubIdentity.describe(channel);
    }

    /**
     * Opens a session with a control endpoint and returns the typed view: a stub of an exported
     * endpoint, a {@link DialledChannel} (an agent that dialled out), or a {@link ChannelServer} in
     * this JVM (the supervisor's own agent).
     *
     * @param expectedPeer the name the callee must prove under ("agent-a", "supervisor", ...)
     * @throws PeerNotProvenException the callee cannot prove the secret for this endpoint
     */
    public static <T> T connect(Class<T> api, ControlChannel channel, SharedSecret secret, String expectedPeer)
            throws RemoteException {
        byte[] identity;
        if (channel instanceof ChannelServer inProcess) {
            identity = StubIdentity.inProcess(inProcess.peerName());
        } else if (channel instanceof DialledChannel dialled) {
            identity = dialled.identity();
        } else {
            identity = StubIdentity.of(channel);
        }
        return connect(api, channel, identity, secret, expectedPeer);
    }

    /**
     * Through a path to the endpoint whose identity is given: what a caller on a network sees when
     * something on the path relays its traffic. The attack tests stand on that path.
     */
    static <T> T connect(Class<T> api, ControlChannel path, byte[] identity, SharedSecret secret, String expectedPeer)
            throws RemoteException {
        OperationTable.of(api); // refuses an interface the channel cannot carry, before any traffic
        ChannelClient client = new ChannelClient(path, identity, secret, expectedPeer);
        client.session = client.hello();
        return api.cast(Proxy.newProxyInstance(api.getClassLoader(), new Class<?>[] {api}, client));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> "ChannelClient['" + expectedPeer + "' at " + endpoint + "]";
            };
        }
        byte[] arguments = Payloads.serialize(args == null ? new Object[0] : args);
        ReplyFrame reply = send(method.getName(), arguments);
        if (reply.status() == ReplyFrame.Status.THROWN) {
            throw Failure.rethrowable(reply.payload(), method, "'" + expectedPeer + "'");
        }
        try {
            return Payloads.deserialize(reply.payload());
        } catch (IOException | ClassNotFoundException e) {
            throw new RemoteException("cannot read the answer of '" + expectedPeer + "' to " + method.getName() + ": " + e, e);
        }
    }

    private ReplyFrame send(String operation, byte[] arguments) throws RemoteException {
        for (int attempt = 0; ; attempt++) {
            Session current = session;
            ReplyFrame reply = sendParts(current, operation, arguments);
            if (reply.status() != ReplyFrame.Status.REFUSED) {
                return reply;
            }
            if (reply.refusal() == ReplyFrame.Refusal.UNKNOWN_SESSION && attempt == 0) {
                renew(current);
                continue;
            }
            throw new CallRefusedException(reply.refusalMessage());
        }
    }

    private ReplyFrame sendParts(Session current, String operation, byte[] arguments) throws RemoteException {
        long counter = current.counter().getAndIncrement();
        int parts = Math.max(1, (arguments.length + ControlLimits.PART_BYTES - 1) / ControlLimits.PART_BYTES);
        ReplyFrame reply = null;
        for (int part = 0; part < parts; part++) {
            byte[] slice = parts == 1 ? arguments : Arrays.copyOfRange(arguments, part * ControlLimits.PART_BYTES,
                    Math.min(arguments.length, (part + 1) * ControlLimits.PART_BYTES));
            byte[] frame = CallFrame.seal(current.key(), current.id(), counter, operation, part, parts, slice).encode();
            reply = decode(exchange(() -> channel.call(frame)), operation);
            if (reply.status() == ReplyFrame.Status.REFUSED) {
                return reply;
            }
            if (!reply.verify(current.key(), current.id(), counter, operation)) {
                throw new PeerNotProvenException("the answer of '" + expectedPeer + "' at " + endpoint + " to " + operation
                        + " is not sealed with the session key: it was altered on its way, or does not come from '"
                        + expectedPeer + "'");
            }
            boolean last = part == parts - 1;
            if (last == (reply.status() == ReplyFrame.Status.PART_ACCEPTED)) {
                throw new RemoteException("'" + expectedPeer + "' answered part " + part + " of " + operation
                        + " with " + reply.status());
            }
        }
        return reply;
    }

    private synchronized void renew(Session stale) throws RemoteException {
        if (session == stale) {
            session = hello();
        }
    }

    private Session hello() throws RemoteException {
        byte[] clientNonce = Handshake.nonce(Handshake.NONCE_BYTES);
        byte[] answer = exchange(() -> channel.hello(Handshake.request(clientNonce)));
        Handshake.Greeting greeting;
        try {
            greeting = Handshake.decode(answer);
        } catch (IOException e) {
            throw new PeerNotProvenException("the endpoint at " + endpoint + " where '" + expectedPeer
                    + "' was expected did not answer as an mwbench peer (" + e.getMessage() + "); nothing was sent to it");
        }
        byte[] expected = Handshake.proof(secret.key(), clientNonce, greeting, identity);
        if (!MessageDigest.isEqual(expected, greeting.proof())) {
            throw new PeerNotProvenException("'" + greeting.peerName() + "' at " + endpoint
                    + " cannot prove it holds the shared secret (fingerprint " + secret.fingerprint()
                    + "): it holds another secret, or it answers in the name of another endpoint (a relay);"
                    + " nothing was sent to it");
        }
        if (!greeting.peerName().equals(expectedPeer)) {
            throw new PeerNotProvenException("the endpoint at " + endpoint + " is '" + greeting.peerName()
                    + "', not '" + expectedPeer + "'");
        }
        return new Session(greeting.sessionId(),
                Handshake.sessionKey(secret.key(), greeting.sessionId(), greeting.peerName(), identity),
                new AtomicLong(1));
    }

    private ReplyFrame decode(byte[] frame, String operation) throws RemoteException {
        try {
            return ReplyFrame.decode(frame);
        } catch (IOException e) {
            throw new PeerNotProvenException("'" + expectedPeer + "' at " + endpoint + " answered " + operation
                    + " with something that is not an mwbench reply: " + e.getMessage());
        }
    }

    /**
     * One exchange with the callee. Over RMI the reply is read under the control plane's reply filter;
     * a callee in this JVM is called directly, and no filter must touch what its operation does.
     */
    private byte[] exchange(SerialFilters.ControlCall<byte[], RemoteException> call) throws RemoteException {
        if (channel instanceof ChannelServer || channel instanceof DialledChannel) {
            return call.run(); // no RMI: a dialled channel reads nothing but bounded frames of bytes
        }
        return SerialFilters.readingControlReplies(ControlLimits.FRAME_BYTES, call);
    }
}
