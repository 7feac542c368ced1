package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Kubernetes manifests played in real pods: the podman overlay of deploy/k8s rendered with
 * {@code kubectl kustomize}, the image built by {@code k8s/build-image.sh} from the distribution,
 * and {@code podman kube play} on a network of the test's own. The supervisor runs in a pod (the
 * base's Job, a Pod in the overlay) and drives two agent pods through {@code test-plans/two-agents.ctp}
 * (base/plan.ctp), with {@code test-plans/pool.ctp}'s blade added: one scenario blade spread over
 * the agents as the pool they join ({@code --pool injectors}). Its run folder is on the runs
 * volume, read from the host afterwards.
 *
 * <p>Everything it makes is removed, even when it fails: pods, the runs volume, the network,
 * the image, and the base image build-image.sh caches unless it was there before; and the host's
 * {@code net.ipv4.ip_forward}, which podman sets to 1, is put back. As root with podman only.
 *
 * <p>Its network, 198.18.42.0/24, is in RFC 2544's range for benchmarks but outside 198.18.0.0/24,
 * the emulated hosts' subnet, so EmulatedHostsIT can run beside it in another failsafe fork.
 * Bounded: the image build (cold, the Debian base: minutes) and the run.
 */
@Timeout(value = 30, unit = TimeUnit.MINUTES)
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

        Path pods = renderPods();
        String ipForward = Files.readString(Podman.IP_FORWARD).strip();
        boolean pauseImageWasThere = podman.pauseImageExists();
        // The base is build-image.sh's cache: kept if it was there, removed if this test made it.
        boolean baseImageWasThere = podman.imageExists(Podman.BASE_IMAGE);
        try {
            System.out.println(HostCommand.run(podman.environment(), 900, List.of("bash",
                    KubeManifests.SOURCES.resolve("build-image.sh").toString(),
                    "--tarball", Distribution.HOME.resolveSibling("mwbench.tar.gz").toString(),
                    "--tag", "kubeplay-" + id)).orFail().strip());
            try {
                playAndRunThePlan(pods);
            } finally {
                removePlayed(pods);
            }
        } finally {
            cleanup.add(podman.run(120, "rmi", "--force", image).output());
            if (!pauseImageWasThere) {
                podman.removePauseImage();
            }
            if (!baseImageWasThere) {
                cleanup.add(podman.run(120, "rmi", "--force", Podman.BASE_IMAGE).output());
            }
            Files.writeString(Podman.IP_FORWARD, ipForward + "\n");
        }
        assertFalse(podman.run(60, "pod", "ps", "--format", "{{.Name}}").orFail().contains("mwbench-"),
                "no pod of the test is left: " + cleanup);
        String volumes = podman.run(60, "volume", "ls", "--format", "{{.Name}}").orFail();
        assertTrue(Podman.VOLUMES.stream().noneMatch(volumes::contains), "volumes left: " + volumes);
        assertFalse(podman.run(60, "network", "ls", "--format", "{{.Name}}").orFail().contains(network));
        assertFalse(podman.imageExists(image), image + " is removed");
        assertEquals(ipForward, Files.readString(Podman.IP_FORWARD).strip(), "net.ipv4.ip_forward is restored");
    }

    /** The podman overlay, rendered from a copy with a fresh secret, naming this test's image. */
    private Path renderPods() throws Exception {
        Path copy = KubeManifests.copyWithSecret(dir);
        // The image of this test, never the user's localhost/mwbench:VERSION.
        Files.writeString(copy.resolve("podman").resolve("kustomization.yaml"),
                "images:\n  - name: localhost/mwbench\n    newTag: kubeplay-" + id + "\n", StandardOpenOption.APPEND);
        addThePoolBlade(copy.resolve("base"));
        Path pods = dir.resolve("mwbench-podman.yaml");
        Files.writeString(pods, KubeManifests.render(copy.resolve("podman")));
        return pods;
    }

    /**
     * test-plans/pool.ctp's blade, numbered after the base plan's, appended to the plan the
     * supervisor pod runs; its scenario goes into the plan's ConfigMap beside it.
     */
    private static void addThePoolBlade(Path base) throws Exception {
        Path plans = Path.of("..", "test-plans");
        StringBuilder pool = new StringBuilder("\n# test-plans/pool.ctp's blade (KubePlayIT)\n");
        for (String line : Files.readAllLines(plans.resolve("pool.ctp"), StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                pool.append(line.replace("blade.0.", "blade." + TWO_AGENT_BLADES.size() + ".")
                        .replace("scenario=scenarios/ramp.xis", "scenario=ramp.xis")).append('\n');
            }
        }
        Files.writeString(base.resolve("plan.ctp"), pool, StandardOpenOption.APPEND);
        Files.copy(plans.resolve("scenarios").resolve("ramp.xis"), base.resolve("ramp.xis"));
        Path kustomization = base.resolve("kustomization.yaml");
        String text = Files.readString(kustomization);
        assertTrue(text.contains("      - plan.ctp\n"), "the plan's ConfigMap lists plan.ctp: " + text);
        Files.writeString(kustomization, text.replace("      - plan.ctp\n", "      - plan.ctp\n      - ramp.xis\n"));
    }

    private void playAndRunThePlan(Path pods) throws Exception {
        for (String volume : Podman.VOLUMES) {
            // A ConfigMap's volume left by a killed run would hand its old secret to the pods.
            podman.run(120, "volume", "rm", "--force", volume);
        }
        podman.run(120, "network", "create", "--subnet", "198.18.42.0/24", network).orFail();
        long played = System.nanoTime();
        System.out.println(podman.run(300, "kube", "play", "--network", network, pods.toString()).orFail().strip());
        HostCommand.Result waited = podman.run(600, "wait", Podman.SUPERVISOR);
        String log = podman.run(60, "logs", Podman.SUPERVISOR).output();
        System.out.println("supervisor pod's output:\n" + log);
        System.out.printf("kube play to the supervisor's end: %.1f s%n", (System.nanoTime() - played) / 1e9);
        assertEquals("0", waited.orFail().strip(), "the supervisor's exit code; its output:\n" + log
                + "\nagent 0:\n" + podman.run(60, "logs", "mwbench-agent-pod-0-agent").output());
        assertTrue(log.contains("quick statistics"), log);
        assertTrue(log.contains("start skew"), log);
        assertRunStored(Path.of(podman.run(60, "volume", "inspect", "--format", "{{.Mountpoint}}",
                "mwbench-runs").orFail().strip()));
    }

    /** The pods, the volumes (kube down leaves them, and makes one per ConfigMap) and the network. */
    private void removePlayed(Path pods) throws Exception {
        cleanup.add(podman.run(300, "kube", "down", pods.toString()).output());
        for (String volume : Podman.VOLUMES) {
            cleanup.add(podman.run(120, "volume", "rm", "--force", volume).output());
        }
        cleanup.add(podman.run(120, "network", "rm", "--force", network).output());
    }

    private static final List<String> TWO_AGENT_BLADES = List.of("a1", "a2", "b1", "b2");
    /** The pool blade's instances, one per agent of the pool of two. */
    private static final List<String> POOL_INSTANCES = List.of("ramp.0", "ramp.1");

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
            assertEquals(java.util.Set.of("mwbench-agent-pod-0", "mwbench-agent-pod-1"), poolPods,
                    "one instance on each agent of the pool: " + facts);
            for (String blade : TWO_AGENT_BLADES) {
                String ordinal = blade.startsWith("a") ? "0" : "1";
                assertEquals("mwbench-agent-" + ordinal, facts.getProperty("blade." + blade + ".agent"), blade + ": " + facts);
                assertEquals("mwbench-agent-pod-" + ordinal, facts.getProperty("blade." + blade + ".pod"), blade + ": " + facts);
                assertEquals("podman-host", facts.getProperty("blade." + blade + ".node"), blade + ": " + facts);
            }
        }
    }
}
