package org.mwbench.platform.agent;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.mwbench.platform.remote.RmiIdleConnections;

/**
 * What a measurement depends on, besides the code under test: JVM and its flags, OS,
 * CPU, host. Stored with every run, so two runs are never compared blind.
 */
public final class HostEnvironment {
    /** The environment variables that name the agent's pod and node, when it runs in one. */
    public static final String POD_NAME = "POD_NAME";
    public static final String NODE_NAME = "NODE_NAME";

    private HostEnvironment() {
    }

    private static void putIfSet(Map<String, String> env, String key, String value) {
        if (value != null && !value.isBlank()) {
            env.put(key, value.strip());
        }
    }

    public static Map<String, String> describe(String agentName) {
        Map<String, String> env = new LinkedHashMap<>();
        Runtime runtime = Runtime.getRuntime();
        env.put("agent.name", agentName);
        env.put("host.name", hostName());
        env.put("os.name", System.getProperty("os.name"));
        env.put("os.version", System.getProperty("os.version"));
        env.put("os.arch", System.getProperty("os.arch"));
        env.put("cpu.model", cpuModel());
        env.put("cpu.count", Integer.toString(runtime.availableProcessors()));
        env.put("java.version", System.getProperty("java.version"));
        env.put("java.vendor", System.getProperty("java.vendor"));
        env.put("java.vm.name", System.getProperty("java.vm.name"));
        env.put("java.vm.version", System.getProperty("java.vm.version"));
        env.put("java.home", System.getProperty("java.home"));
        env.put("jvm.flags", String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        env.put("jvm.heap.max.bytes", Long.toString(runtime.maxMemory()));
        env.put("jvm.gc", String.join(",", ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(java.lang.management.GarbageCollectorMXBean::getName).toList()));
        env.put("jvm.pid", Long.toString(ProcessHandle.current().pid()));
        env.put("rmi.client.idle_connection_ms", RmiIdleConnections.describe());
        // On Kubernetes, the manifests pass the pod's and node's names through the downward API.
        putIfSet(env, "k8s.pod", System.getenv(POD_NAME));
        putIfSet(env, "k8s.node", System.getenv(NODE_NAME));
        return env;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }

    private static String cpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            try (Stream<String> lines = Files.lines(cpuinfo)) {
                return lines.filter(line -> line.startsWith("model name"))
                        .map(line -> line.substring(line.indexOf(':') + 1).strip())
                        .findFirst().orElse("unknown");
            } catch (IOException | java.io.UncheckedIOException e) {
                return "unknown (" + e.getMessage() + ")";
            }
        }
        return System.getProperty("os.arch") + " (model unknown on this OS)";
    }
}
