package org.mwbench.platform.remote;

import java.rmi.RemoteException;
import org.mwbench.platform.control.ControlChannel;

/**
 * The supervisor's directory of agents, as CLIF servers register in the console's registry.
 * It travels over a sealed control channel: the supervisor proves the secret to the agent
 * before the agent registers, and the registration, the agent's stub included, is sealed, so
 * that a relay can neither learn of it nor swap the stub for its own.
 */
public interface AgentDirectory {
    /** The name under which the directory is published in the supervisor's read-only registry. */
    String BINDING = "mwbench-agents";

    /** The name the directory proves the secret under. */
    String PEER_NAME = "agent directory";

    /**
     * Lists (or refreshes) the agent; an agent re-registers every second as a heartbeat. The
     * supervisor checks, when it opens the agent, that the endpoint behind the stub proves the
     * secret under this name.
     */
    void register(String name, ControlChannel agent) throws RemoteException;
}
