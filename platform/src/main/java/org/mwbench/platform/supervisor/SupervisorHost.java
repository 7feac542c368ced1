package org.mwbench.platform.supervisor;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import java.time.Duration;
import java.util.HashMap;
import org.mwbench.platform.FractalRuntime;
import org.mwbench.platform.agent.Agent;
import org.mwbench.platform.remote.AgentDirectory;
import org.mwbench.platform.remote.RmiHostName;
import org.mwbench.platform.remote.SupervisorControl;
import org.mwbench.platform.security.BoundServerSocketFactory;
import org.mwbench.platform.security.RmiEndpoints;
import org.mwbench.platform.security.SharedSecret;
import org.mwbench.platform.security.TimeoutClientSocketFactory;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.util.Fractal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings up a supervisor: the Fractal application (supervisor bound to storage), the
 * embedded {@code local host} agent, and, when remote agents are wanted, the RMI registry
 * in which they register. Closing it removes everything it started.
 */
public final class SupervisorHost implements AutoCloseable {
    /** The registry port of CLIF's examples; agents are told it with {@code --registry}. */
    public static final int DEFAULT_REGISTRY_PORT = 1234;

    private static final Logger LOG = LoggerFactory.getLogger(SupervisorHost.class);

    private final Component application;
    private final Supervisor supervisor;
    private final AgentDirectoryService directory;
    private final Agent localAgent;
    private Registry registry;
    private int registryPort = -1; // -1 until the registry is open
    private InetAddress registryAddress;
    private int callTimeoutMillis;
    private SupervisorService service;

    /**
     * @param options where reports and the local agent's files go, and the registry to open
     */
    public SupervisorHost(SupervisorOptions options) throws Exception {
        SharedSecret secret = options.secret();
        directory = new AgentDirectoryService(secret);
        localAgent = new Agent(Agent.LOCAL_HOST, secret, options.localAgentDir());
        directory.addEmbedded(Agent.LOCAL_HOST, localAgent);

        application = (Component) FractalRuntime.adlFactory().newComponent("org.mwbench.platform.Application", new HashMap<>());
        Fractal.getLifeCycleController(application).startFc();
        supervisor = (Supervisor) application.getFcInterface("supervisor");
        supervisor.configure(new SupervisorSettings(secret, directory, options.reportRoot(),
                options.agentPatience(), Duration.ofMillis(100)));
        if (options.registryPort() >= 0) {
            openRegistry(options.bindAddress(), options.registryPort(), options.callTimeoutMillis());
        }
    }

    private void openRegistry(InetAddress bind, int port, int callTimeoutMillis) throws IOException {
        RmiHostName.use(bind);
        TimeoutClientSocketFactory clients = new TimeoutClientSocketFactory(Math.min(5000, callTimeoutMillis), callTimeoutMillis);
        BoundServerSocketFactory servers = new BoundServerSocketFactory(bind);
        try {
            registry = LocateRegistry.createRegistry(port, clients, servers);
        } catch (RemoteException e) {
            throw new IOException("cannot open the agent registry on " + bind.getHostAddress() + ":" + port
                    + " (is another supervisor running there?): " + e.getMessage(), e);
        }
        registryPort = port;
        registryAddress = bind;
        this.callTimeoutMillis = callTimeoutMillis;
        // On the registry's port too: one port to open in a firewall, not two.
        AgentDirectory stub = RmiEndpoints.export(directory, bind, port, callTimeoutMillis);
        registry.rebind(AgentDirectory.BINDING, stub);
        LOG.info("agent registry listening on {}:{}", bind.getHostAddress(), port);
    }

    /**
     * Keeps this supervisor up for {@code mwbench deploy|init|start|...}: serves its
     * control interface in the registry, on the registry's port.
     */
    public synchronized SupervisorService serveControl(SharedSecret secret) throws IOException {
        if (registry == null) {
            throw new IllegalStateException("serving control needs the registry");
        }
        if (service == null) {
            service = new SupervisorService(supervisor, directory, secret);
            SupervisorControl stub = RmiEndpoints.export(service, registryAddress, registryPort, callTimeoutMillis);
            registry.rebind(SupervisorControl.BINDING, stub);
        }
        return service;
    }

    public Supervisor supervisor() {
        return supervisor;
    }

    public AgentDirectoryService directory() {
        return directory;
    }

    @Override
    public void close() {
        if (service != null) {
            service.close();
            RmiEndpoints.unexport(service);
        }
        supervisor.undeploy();
        localAgent.shutdown();
        RmiEndpoints.unexport(directory);
        if (registry != null) {
            try {
                UnicastRemoteObject.unexportObject(registry, true);
            } catch (RemoteException e) {
                LOG.warn("closing the registry: {}", e.toString());
            }
        }
        try {
            Fractal.getLifeCycleController(application).stopFc();
        } catch (Exception e) {
            LOG.warn("stopping the application component: {}", e.toString());
        }
    }

    /** Where the local agent keeps event files before they are collected. */
    public static Path defaultAgentDir(String agentName) {
        return Path.of(System.getProperty("java.io.tmpdir"),
                "mwbench-agent-" + agentName.replaceAll("[^A-Za-z0-9_.-]", "_") + "-" + ProcessHandle.current().pid());
    }
}
