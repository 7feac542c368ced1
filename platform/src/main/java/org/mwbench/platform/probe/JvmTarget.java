package org.mwbench.platform.probe;

import com.sun.tools.attach.VirtualMachine;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.management.MBeanServerConnection;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * The JVM a jvm probe watches: its agent's own, or the JVM of its own a server blade runs in
 * ({@code blade.N.jvm}), a child of the agent. The child is found by the name its agent gave it
 * on its command line ({@code --name AGENT/BLADE}) and reached with the Attach API, which starts
 * its local JMX connector (loopback only, no port to open); every sample is then one read of its
 * platform MXBeans over that connector.
 */
abstract class JvmTarget implements AutoCloseable {
    /** Attaching and connecting; a JVM that does not answer within this is reported, not waited for. */
    /**
     * How long an attach may take: the target starts its management agent, loading the JMX
     * classes, which took over 15 s on 2 cores at a load of 47. It is a bound on a hang, not a
     * figure of the probe's: nothing is measured while it waits.
     */
    private static final long CONNECT_SECONDS = 90;

    abstract JvmFigures read() throws IOException;

    /** What it is, for the probe's alarm. */
    abstract String describe();

    @Override
    public void close() {
    }

    static JvmTarget own() {
        return new JvmTarget() {
            @Override
            JvmFigures read() {
                return JvmFigures.readLocal();
            }

            @Override
            String describe() {
                return "this agent's JVM (pid " + ProcessHandle.current().pid() + ")";
            }
        };
    }

    /** The agent's child JVM that runs the blade, if it runs in one. */
    static Optional<ProcessHandle> childJvmOf(String agentName, String bladeId) {
        String childName = agentName + "/" + bladeId; // ChildBlade names its JVM's agent so
        return ProcessHandle.current().children().filter(child -> {
            List<String> arguments = org.mwbench.platform.agent.ProcessCommandLine.arguments(child);
            int name = arguments.indexOf("--name");
            return name >= 0 && name + 1 < arguments.size() && arguments.get(name + 1).equals(childName);
        }).findFirst();
    }

    static JvmTarget attach(ProcessHandle process, String bladeId) throws IOException {
        CompletableFuture<JMXConnector> connecting = CompletableFuture.supplyAsync(() -> {
            try {
                VirtualMachine vm = VirtualMachine.attach(Long.toString(process.pid()));
                try {
                    return JMXConnectorFactory.connect(new JMXServiceURL(vm.startLocalManagementAgent()));
                } finally {
                    vm.detach();
                }
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
        JMXConnector connector;
        try {
            connector = connecting.get(CONNECT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            connecting.thenAccept(JvmTarget::closeQuietly); // if it ever connects
            throw new IOException("the JVM of blade " + bladeId + " (pid " + process.pid() + ") did not accept an "
                    + "attach within " + CONNECT_SECONDS + " s");
        } catch (ExecutionException e) {
            throw new IOException("cannot attach to the JVM of blade " + bladeId + " (pid " + process.pid() + "): "
                    + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while attaching to the JVM of blade " + bladeId);
        }
        MBeanServerConnection connection = connector.getMBeanServerConnection();
        return new JvmTarget() {
            @Override
            JvmFigures read() throws IOException {
                return JvmFigures.read(connection);
            }

            @Override
            String describe() {
                return "the JVM of server blade " + bladeId + " (pid " + process.pid() + ", over its local JMX connector)";
            }

            @Override
            public void close() {
                closeQuietly(connector);
            }
        };
    }

    private static void closeQuietly(JMXConnector connector) {
        try {
            connector.close();
        } catch (IOException e) {
            // the child is going away with its run: nothing to keep
        }
    }
}
