package org.mwbench.platform.control;

import java.rmi.Remote;
import java.rmi.RemoteException;

/**
 * The one remote interface of mwbench's control plane. Every agent, supervisor and agent
 * directory is reached through it, and only bytes cross it: what an operation means, who may ask
 * for it and what it carries travel inside {@linkplain CallFrame sealed frames}. That is what lets
 * an endpoint authenticate a call <em>before</em> it deserializes a single argument, so that an
 * unauthenticated peer can make it hold nothing but one bounded {@code byte[]}.
 *
 * <p>Typed access is given by {@link ChannelClient} (a caller's view of an interface such as
 * {@code AgentControl}) and {@link ChannelServer} (the callee's dispatch to an implementation).
 */
public interface ControlChannel extends Remote {

    /**
     * Opens a session. The request carries the caller's fresh nonce; the answer proves that this
     * side holds the shared secret, for this nonce and this endpoint (see {@link Handshake}).
     */
    byte[] hello(byte[] request) throws RemoteException;

    /** One sealed call, or one part of a large one; the answer is sealed too (see {@link ReplyFrame}). */
    byte[] call(byte[] frame) throws RemoteException;
}
