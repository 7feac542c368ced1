package org.mwbench.platform.supervisor;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import org.mwbench.platform.FractalRuntime;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.control.ChannelServer;
import org.mwbench.platform.control.ReadOnlyRegistry;
import org.mwbench.platform.files.PrivateFolders;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.remote.AgentDirectory;
import org.mwbench.platform.remote.RmiHostName;
import org.mwbench.platform.remote.SupervisorControl;
import org.mwbench.platform.security.RmiEndpoints;
import org.mwbench.platform.security.SharedSecret;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.util.Fractal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings up a supervisor: the Fractal application (supervisor bound to storage), the
 * embedded {@code local host} agent, and, when remote agents are wanted, the read-only
 * registry where they find the agent directory, and the port where agents that dial out connect. Closing it removes everything it started.
 */
public final class SupervisorHost implements AutoCloseable {
    /** The registry port of CLIF's examples; agents are told it with {@code --registry}. */
    public static final int DEFAULT_REGISTRY_PORT = 1234;

    private static final Logger LOG = LoggerFactory.getLogger(SupervisorHost.class);

    private final Component application;
    private final Supervisor supervisor;
    private final AgentDirectoryService directory;
    private final Agent localAgent;
    /** The local agent's working folder when this host made it, to be removed at close; else null. */
    private final Path freshAgentFolder;
    private final SharedSecret secret;
    private ReadOnlyRegistry registry;
    private DialInListener dialIn;
    private ChannelServer directoryChannel;
    private InetAddress registryAddress;
    private int controlPort;
    private int callTimeoutMillis;
    private SupervisorService service;
    private ChannelServer serviceChannel;

    /**
     * @param options where reports and the local agent's files go, and the registry to open
     */
    public SupervisorHost(SupervisorOptions options) throws Exception {
        secret = options.secret();
        directory = new AgentDirectoryService();
        freshAgentFolder = options.localAgentDir() == null ? PrivateFolders.newAgentFolder(Agent.LOCAL_HOST) : null;
        localAgent = new Agent(Agent.LOCAL_HOST, secret,
                freshAgentFolder != null ? freshAgentFolder : options.localAgentDir());
        // Through the same sealed frames as a remote agent, so that both are driven by one code path.
        directory.addEmbedded(Agent.LOCAL_HOST, ChannelServer.inProcess(AgentControl.class, localAgent, Agent.LOCAL_HOST, secret));

        application = (Component) FractalRuntime.adlFactory().newComponent("org.mwbench.platform.Application", new HashMap<>());
        Fractal.getLifeCycleController(application).startFc();
        supervisor = (Supervisor) application.getFcInterface("supervisor");
        supervisor.configure(new SupervisorSettings(secret, directory, options.reportRoot(),
                options.agentPatience(), Duration.ofMillis(100), options.reportMode()));
        if (options.registryPort() >= 0) {
            openRegistry(options.bindAddress(), options.registryPort(), options.controlPort(), options.callTimeoutMillis());
        }
        if (options.dialInPort() >= 0) {
            try {
                dialIn = DialInListener.open(options.bindAddress(), options.dialInPort(), directory, secret,
                        options.callTimeoutMillis());
            } catch (IOException e) {
                close();
                throw new RegistryPortInUseException("cannot listen for agents on " + options.bindAddress().getHostAddress()
                        + ":" + options.dialInPort() + " (" + e.getMessage() + "): give --agent-port another port", e);
            }
        }
    }

    /** The port where agents dial in, or -1 when none may. */
    public int dialInPort() {
        return dialIn == null ? -1 : dialIn.port();
    }

    private void openRegistry(InetAddress bind, int port, int controlPort, int callTimeoutMillis) throws IOException {
        RmiHostName.use(bind);
        try {
            registry = ReadOnlyRegistry.open(bind, port);
        } catch (IOException e) {
            throw new RegistryPortInUseException("cannot open the agent registry on " + bind.getHostAddress() + ":" + port
                    + " (" + e.getMessage() + "): another supervisor, console or run may hold it; stop it, or give "
                    + "this one another port with --registry-port N (and its agents --registry HOST:N)", e);
        }
        registryAddress = bind;
        this.controlPort = controlPort;
        this.callTimeoutMillis = callTimeoutMillis;
        directoryChannel = ChannelServer.serving(AgentDirectory.class, directory, AgentDirectory.PEER_NAME, secret);
        registry.publish(AgentDirectory.BINDING, RmiEndpoints.exportChannel(directoryChannel, bind, controlPort, callTimeoutMillis));
        LOG.info("agent registry listening on {}:{}", bind.getHostAddress(), registry.port());
    }

    /**
     * Keeps this supervisor up for {@code mwbench deploy|init|start|...}: publishes its
     * control interface in the registry.
     */
    public synchronized SupervisorService serveControl() throws IOException {
        if (registry == null) {
            throw new IllegalStateException("serving control needs the registry");
        }
        if (service == null) {
            service = new SupervisorService(supervisor, directory);
            serviceChannel = ChannelServer.serving(SupervisorControl.class, service, SupervisorControl.PEER_NAME, secret);
            registry.publish(SupervisorControl.BINDING,
                    RmiEndpoints.exportChannel(serviceChannel, registryAddress, controlPort, callTimeoutMillis));
        }
        return service;
    }

    /** Sets the deadline of what the embedded agent's deploys start (blade JVMs, servers). */
    public void deployTimeout(org.mwbench.platform.agent.DeployTimeout timeout) {
        localAgent.deployTimeout(timeout);
    }

    public Supervisor supervisor() {
        return supervisor;
    }

    public AgentDirectoryService directory() {
        return directory;
    }

    @Override
    public void close() {
        if (dialIn != null) {
            dialIn.close();
        }
        if (registry != null) {
            registry.close();
        }
        if (service != null) {
            service.close();
            RmiEndpoints.unexport(serviceChannel);
        }
        supervisor.undeploy();
        localAgent.shutdown();
        if (freshAgentFolder != null) {
            PrivateFolders.removeIfEmpty(freshAgentFolder);
        }
        if (directoryChannel != null) {
            RmiEndpoints.unexport(directoryChannel);
        }
        try {
            Fractal.getLifeCycleController(application).stopFc();
        } catch (Exception e) {
            LOG.warn("stopping the application component: {}", e.toString());
        }
    }
}
