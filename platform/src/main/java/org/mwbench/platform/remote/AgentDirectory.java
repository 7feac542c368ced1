package org.mwbench.platform.remote;

import java.rmi.Remote;
import java.rmi.RemoteException;

/**
 * The supervisor's registry of agents, as CLIF servers register in the console's
 * registry. An agent proves it holds the shared secret before it is listed, so a stray
 * process cannot pose as an agent and receive blades.
 */
public interface AgentDirectory extends Remote {
    /** The name under which the directory is bound in the supervisor's RMI registry. */
    String BINDING = "mwbench-agents";

    /** A fresh nonce that the next registration's proof must cover. */
    String challenge() throws RemoteException;

    /** Lists (or refreshes) the agent; an agent re-registers periodically as a heartbeat. */
    void register(String name, AgentControl agent, String nonce, byte[] proof) throws RemoteException;
}
