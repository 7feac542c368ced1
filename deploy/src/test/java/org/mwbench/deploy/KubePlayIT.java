package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Kubernetes manifests played in real pods by {@code deploy/k8s/play-in-pods.sh}, the command
 * the k8s README gives: the image built by {@code build-image.sh} from the distribution, the
 * podman overlay rendered with {@code kubectl kustomize}, and {@code podman kube play} on a
 * network of the test's own. The supervisor runs in a pod (the base's Job, a Pod in the overlay)
 * and drives the agent pods (base/agents.yaml's replicas) through {@code test-plans/two-agents.ctp}
 * (base/plan.ctp) with {@code test-plans/pool.ctp}'s blade added: one scenario blade spread over
 * every agent as the pool they join ({@code --pool injectors}). The script copies the run folder
 * out of the runs volume.
 *
 * <p>Everything is removed, even when it fails: the script removes the pods, the volumes, the
 * network and the image and puts {@code net.ipv4.ip_forward} back; this test checks that, and
 * removes what a killed script would leave, and the base image and podman's pause image unless
 * they were there before. As root with podman only.
 *
 * <p>Its network, 198.18.42.0/24, is in RFC 2544's range for benchmarks but outside 198.18.0.0/24,
 * the emulated hosts' subnet, so EmulatedHostsIT can run beside it in another failsafe fork. The
 * pods' and volumes' names are the manifests', so a second build on this machine waits its
 * {@link MachineTurn}.
 * Bounded: the image build (cold, the Debian base: minutes) and the run.
 */
@Timeout(value = 30, unit = TimeUnit.MINUTES)
@ExtendWith(MachineTurn.Pods.class)
class KubePlayIT {
    @TempDir
    Path dir;

    private final String id = Long.toString(ProcessHandle.current().pid());
    private final Podman podman = new Podman(KubeManifests.SOURCES.resolve("podman").resolve("containers.conf"));
    private final String image = "localhost/mwbench:kubeplay-" + id;
    private final String network = "mwbench-kube-" + id;
    /** What the removals printed, shown if something is left. */
    private final List<String> cleanup = new ArrayList<>();

    @Test
    void theTwoAgentAndPoolPlansRunInPodsFromTheManifests() throws Exception {
        assumeTrue(Podman.isRoot(), "podman kube play needs root here (rootless podman is not set up)");
        assumeTrue(HostCommand.onPath("podman"), "podman is not installed (deploy/setup-machine.sh --tests)");
        String why = KubeManifests.whyNotRenderable();
        assumeTrue(why == null, why);

        String ipForward = Files.readString(Podman.IP_FORWARD).strip();
        boolean pauseImageWasThere = podman.pauseImageExists();
        // The base is build-image.sh's cache: kept if it was there, removed if this test made it.
        boolean baseImageWasThere = podman.imageExists(Podman.BASE_IMAGE);
        Path runs = dir.resolve("runs");
        HostCommand.Result played;
        try {
            played = HostCommand.run(podman.environment(), 1500, List.of("bash",
                    KubeManifests.SOURCES.resolve("play-in-pods.sh").toString(),
                    "--tarball", Distribution.HOME.resolveSibling("mwbench.tar.gz").toString(),
                    "--tag", "kubeplay-" + id, "--network", network, "--subnet", "198.18.42.0/24",
                    "--runs", runs.toString()));
        } finally {
            removeWhatAKilledScriptLeaves();
            if (!pauseImageWasThere) {
                podman.removePauseImage();
            }
            if (!baseImageWasThere) {
                cleanup.add(podman.run(120, "rmi", "--force", Podman.BASE_IMAGE).output());
            }
        }
        String output = played.output();
        System.out.println(output);
        assertEquals(0, played.exitCode(), "play-in-pods.sh's exit code (the supervisor's); its output:\n" + output);
        assertTrue(output.contains("quick statistics"), output);
        assertTrue(output.contains("start skew"), output);
        assertTrue(output.contains("play-in-pods: the run's folder: " + runs), output);
        assertRunStored(runs);
        assertFalse(podman.run(60, "pod", "ps", "--format", "{{.Name}}").orFail().contains("mwbench-"),
                "no pod of the test is left: " + cleanup);
        String volumes = podman.run(60, "volume", "ls", "--format", "{{.Name}}").orFail();
        assertTrue(Podman.VOLUMES.stream().noneMatch(volumes::contains), "volumes left: " + volumes);
        assertFalse(podman.run(60, "network", "ls", "--format", "{{.Name}}").orFail().contains(network));
        assertFalse(podman.imageExists(image), image + " is removed");
        assertEquals(ipForward, Files.readString(Podman.IP_FORWARD).strip(), "net.ipv4.ip_forward is restored");
    }

    /**
     * The script's own clean-up runs on its exit; a script killed by the hang guard leaves pods,
     * volumes, the network and the image, which this removes by name (finding nothing otherwise).
     */
    private void removeWhatAKilledScriptLeaves() throws Exception {
        List<String> pods = new java.util.ArrayList<>(List.of("mwbench-supervisor", "mwbench-console-pod-0"));
        pods.addAll(AGENT_PODS);
        for (String pod : pods) {
            cleanup.add(podman.run(120, "pod", "rm", "--force", pod).output());
        }
        for (String volume : Podman.VOLUMES) {
            cleanup.add(podman.run(120, "volume", "rm", "--force", volume).output());
        }
        cleanup.add(podman.run(120, "network", "rm", "--force", network).output());
        cleanup.add(podman.run(120, "rmi", "--force", image).output());
    }

    private static final List<String> TWO_AGENT_BLADES = List.of("a1", "a2", "b1", "b2");
    /** How many agents base/agents.yaml runs: play-in-pods.sh makes the pool that large. */
    private static final int AGENTS = agentReplicas();
    /** The agents' pods, as podman names a Deployment's. */
    private static final List<String> AGENT_PODS = java.util.stream.IntStream.range(0, AGENTS)
            .mapToObj(ordinal -> "mwbench-agent-pod-" + ordinal).toList();
    /** The pool blade's instances, one per agent of the pool. */
    private static final List<String> POOL_INSTANCES = java.util.stream.IntStream.range(0, AGENTS)
            .mapToObj(ordinal -> "ramp." + ordinal).toList();

    private static int agentReplicas() {
        try {
            java.util.regex.Matcher replicas = java.util.regex.Pattern.compile("(?m)^  replicas: (\\d+)$")
                    .matcher(Files.readString(KubeManifests.SOURCES.resolve("base").resolve("agents.yaml")));
            if (!replicas.find()) {
                throw new AssertionError("base/agents.yaml says no replicas");
            }
            return Integer.parseInt(replicas.group(1));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The run folder on the runs volume, its report, and the JUnit file of its checks, all passed. */
    private static void assertRunStored(Path runs) throws Exception {
        String junit = Files.readString(runs.resolve("last-run-junit.xml"), StandardCharsets.UTF_8);
        System.out.println("last-run-junit.xml:\n" + junit);
        assertTrue(junit.contains("<testsuite"), junit);
        assertFalse(junit.contains("<failure") || junit.contains("<error"), junit);
        for (String blade : TWO_AGENT_BLADES) {
            assertTrue(junit.contains("mwbench.run.plan." + blade), blade + " was measured: " + junit);
        }
        try (Stream<Path> folders = Files.list(runs)) {
            Path run = folders.filter(Files::isDirectory).findFirst().orElseThrow(
                    () -> new AssertionError("no run folder in " + runs));
            for (String blade : TWO_AGENT_BLADES) {
                assertTrue(Files.isDirectory(run.resolve(blade)), blade + "'s measurements in " + run);
            }
            // Where each blade ran, from the downward API: the pod by its name, the node by the
            // podman overlay's stand-in for spec.nodeName.
            java.util.Properties facts = new java.util.Properties();
            try (java.io.Reader reader = Files.newBufferedReader(run.resolve("run.properties"), StandardCharsets.UTF_8)) {
                facts.load(reader);
            }
            java.util.Set<String> poolPods = new java.util.TreeSet<>();
            for (String instance : POOL_INSTANCES) {
                assertTrue(Files.isDirectory(run.resolve(instance)), instance + "'s measurements in " + run);
                poolPods.add(facts.getProperty("blade." + instance + ".pod"));
                assertEquals("podman-host", facts.getProperty("blade." + instance + ".node"), instance + ": " + facts);
            }
            assertTrue(AGENTS >= 3, "a pool of three agents at least, beyond the two-agent plan's: " + AGENTS);
            assertEquals(new java.util.TreeSet<>(AGENT_PODS), poolPods, "one instance on each agent of the pool: " + facts);
            for (String blade : TWO_AGENT_BLADES) {
                String ordinal = blade.startsWith("a") ? "0" : "1";
                assertEquals("mwbench-agent-" + ordinal, facts.getProperty("blade." + blade + ".agent"), blade + ": " + facts);
                assertEquals("mwbench-agent-pod-" + ordinal, facts.getProperty("blade." + blade + ".pod"), blade + ": " + facts);
                assertEquals("podman-host", facts.getProperty("blade." + blade + ".node"), blade + ": " + facts);
            }
        }
    }
}
