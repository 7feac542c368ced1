package org.mwbench.platform.agent;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.ObjectOutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import org.mwbench.platform.control.ChannelServer;
import org.mwbench.platform.control.ControlChannel;
import org.mwbench.platform.remote.AgentControl;
import org.mwbench.platform.remote.RmiHostName;
import org.mwbench.platform.remote.RmiIdleConnections;
import org.mwbench.platform.security.RmiEndpoints;
import org.mwbench.platform.security.SharedSecret;

/**
 * The entry point of a child JVM that hosts one blade for its parent agent, with the
 * plan's JVM options. It reads the shared secret from standard input, exports an
 * {@link Agent} on loopback behind a sealed channel, prints that channel's stub on standard output for the parent,
 * and lives until the parent ends.
 *
 * <p>Arguments: {@code --name NAME --work-dir DIR --host-address ADDR --call-timeout MS --parent-pid PID}; the
 * host address is the parent agent's, which its blades' servers listen on by default, and the
 * call timeout bounds each of the parent's calls, a deploy included ({@link DeployTimeout}).
 */
public final class ChildAgentMain {
    /** The line prefix before the child agent's serialized, Base64-encoded stub. */
    static final String STUB_LINE = "MWBENCH-CHILD-AGENT ";

    /**
     * The channel this JVM serves, held for its whole life. RMI holds an exported object only
     * weakly until a caller's DGC lease pins it, and the main thread's locals are dead once it
     * waits: a GC before the parent's first call unexported the channel, and a loaded machine's
     * deploy failed with "no such object in table".
     */
    private static volatile ChannelServer served;

    private ChildAgentMain() {
    }

    public static void main(String[] args) throws Exception {
        RmiIdleConnections.keepUnlessSet();
        String name = value(args, "--name");
        Path workDir = Path.of(value(args, "--work-dir"));
        ChildJvm.exitWithParent(Long.parseLong(value(args, "--parent-pid")));
        SharedSecret secret = SharedSecret.receiveFrom(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        InetAddress loopback = InetAddress.getLoopbackAddress();
        RmiHostName.use(loopback);
        // Its own control channel stays on loopback, for the parent only; its blades' servers
        // listen on the host's address, as they would in the parent.
        Agent agent = new Agent(name, secret, workDir, InetAddress.getByName(value(args, "--host-address")));
        served = ChannelServer.serving(AgentControl.class, agent, name, secret);
        ControlChannel stub = RmiEndpoints.exportChannel(served, loopback, 0, Integer.parseInt(value(args, "--call-timeout")));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(stub);
        }
        System.out.println(STUB_LINE + Base64.getEncoder().encodeToString(bytes.toByteArray()));
        System.out.flush();
        Thread.currentThread().join(); // RMI's threads serve the parent; this JVM ends with it
    }

    private static String value(String[] args, String option) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(option)) {
                return args[i + 1];
            }
        }
        throw new IllegalArgumentException("missing " + option);
    }
}
