package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.deploy.KubeManifests.find;
import static org.mwbench.deploy.KubeManifests.name;
import static org.mwbench.deploy.KubeManifests.names;
import static org.mwbench.deploy.KubeManifests.ofKind;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both kustomizations of deploy/k8s render offline, and every object has what a cluster needs:
 * selectors that match their pods' labels, Services that select pods, volumes that name objects
 * of the render, and containers with requests equal to limits in whole CPUs (Guaranteed QoS, so
 * that the static CPU manager pins them). The podman overlay keeps only what podman 4.3 plays.
 */
@Timeout(180)
class KubeManifestsTest {
    private static final Set<String> WORKLOADS = Set.of("StatefulSet", "Deployment", "Job", "Pod");

    @TempDir
    static Path dir;
    private static List<Map<String, Object>> base;
    private static List<Map<String, Object>> podman;

    @BeforeAll
    static void render() throws Exception {
        Map<String, List<Map<String, Object>>> rendered = KubeManifests.renderedOrSkipped(dir, "base", "podman");
        base = rendered.get("base");
        podman = rendered.get("podman");
    }

    @Test
    void theBaseHasTheObjectsOfACluster() {
        assertEquals(List.of("ConfigMap mwbench-plan", "Deployment mwbench-console", "Job mwbench-supervisor",
                        "PersistentVolumeClaim mwbench-runs", "Secret mwbench-secret", "Service mwbench-agent",
                        "Service mwbench-console", "Service mwbench-supervisor", "StatefulSet mwbench-agent"),
                names(base));
        Map<String, Object> agents = find(base, "StatefulSet", "mwbench-agent");
        Map<String, Object> agentService = find(base, "Service", "mwbench-agent");
        assertEquals("mwbench-agent", Yaml.string(agents, "spec", "serviceName"));
        assertEquals("None", Yaml.string(agentService, "spec", "clusterIP"), "the agents' Service is headless");
        assertEquals("None", Yaml.string(find(base, "Service", "mwbench-supervisor"), "spec", "clusterIP"));
    }

    @Test
    void selectorsMatchThePodsTheyManage() {
        for (Map<String, Object> object : base) {
            String kind = Yaml.string(object, "kind");
            if (kind.equals("StatefulSet") || kind.equals("Deployment")) {
                Map<String, Object> selector = Yaml.map(object, "spec", "selector", "matchLabels");
                assertFalse(selector.isEmpty(), name(object));
                assertTrue(Yaml.map(object, "spec", "template", "metadata", "labels").entrySet()
                        .containsAll(selector.entrySet()), name(object) + ": its selector matches its pods' labels");
            }
        }
        for (Map<String, Object> service : ofKind(base, "Service")) {
            Map<String, Object> selector = Yaml.map(service, "spec", "selector");
            assertTrue(podTemplates(base).stream().anyMatch(template -> Yaml.map(template, "metadata", "labels")
                    .entrySet().containsAll(selector.entrySet())), name(service) + " selects pods of the render");
        }
    }

    @Test
    void everyContainerIsGuaranteedWholeCpus() {
        for (List<Map<String, Object>> objects : List.of(base, podman)) {
            for (Map<String, Object> pod : podSpecs(objects)) {
                for (Map<String, Object> container : Yaml.list(pod, "containers")) {
                    String where = "container " + Yaml.string(container, "name");
                    Map<String, Object> requests = Yaml.map(container, "resources", "requests");
                    Map<String, Object> limits = Yaml.map(container, "resources", "limits");
                    assertEquals(Set.of("cpu", "memory"), requests.keySet(), where);
                    assertEquals(requests, limits, where + ": requests equal limits (Guaranteed QoS)");
                    assertTrue(String.valueOf(requests.get("cpu")).matches("[1-9][0-9]*"),
                            where + ": a whole number of CPUs, which the static CPU manager pins: " + requests);
                    assertTrue(Yaml.string(container, "image").startsWith("localhost/mwbench:"), where);
                }
                assertEquals(Boolean.TRUE, Yaml.map(pod, "securityContext").get("runAsNonRoot"));
                assertEquals(10001, Yaml.map(pod, "securityContext").get("runAsUser"));
            }
        }
    }

    @Test
    void everyVolumeNamesAnObjectOfTheRender() {
        for (List<Map<String, Object>> objects : List.of(base, podman)) {
            Set<String> names = new TreeSet<>(names(objects));
            for (Map<String, Object> pod : podSpecs(objects)) {
                for (Map<String, Object> volume : Yaml.list(pod, "volumes")) {
                    String wanted = volume.containsKey("secret") ? "Secret " + Yaml.string(volume, "secret", "secretName")
                            : volume.containsKey("configMap") ? "ConfigMap " + Yaml.string(volume, "configMap", "name")
                            : "PersistentVolumeClaim " + Yaml.string(volume, "persistentVolumeClaim", "claimName");
                    assertTrue(names.contains(wanted), wanted + " is not among " + names);
                }
            }
        }
    }

    @Test
    void thePodmanOverlayKeepsOnlyWhatPodmanPlays() {
        assertEquals(List.of("ConfigMap mwbench-plan", "ConfigMap mwbench-secret", "Deployment mwbench-agent",
                "Deployment mwbench-console", "PersistentVolumeClaim mwbench-runs", "Pod mwbench-supervisor"),
                names(podman));
        for (Map<String, Object> pod : podSpecs(podman)) {
            for (Map<String, Object> container : Yaml.list(pod, "containers")) {
                assertFalse(container.containsKey("ports"), "podman publishes a containerPort on the host: " + container);
            }
        }
        // The same containers but for the ports: the overlay patches the kind, not the pods.
        assertEquals(withoutPorts(Yaml.list(find(base, "Job", "mwbench-supervisor"), "spec", "template", "spec",
                "containers")), Yaml.list(find(podman, "Pod", "mwbench-supervisor"), "spec", "containers"));
    }

    @Test
    void theShippedPlanIsTwoAgentsWithTheStatefulSetsNames() throws Exception {
        String plan = Files.readString(KubeManifests.SOURCES.resolve("base").resolve("plan.ctp"));
        String twoAgents = Files.readString(Path.of("..", "test-plans", "two-agents.ctp"));
        assertEquals(blades(twoAgents).replace("agent-a", "mwbench-agent-0").replace("agent-b", "mwbench-agent-1"),
                blades(plan));
        assertNotNull(find(base, "ConfigMap", "mwbench-plan"));
    }

    private static String blades(String plan) {
        return plan.substring(plan.indexOf("blade."));
    }

    private static List<Map<String, Object>> withoutPorts(List<Map<String, Object>> containers) {
        List<Map<String, Object>> stripped = new ArrayList<>();
        for (Map<String, Object> container : containers) {
            Map<String, Object> copy = new java.util.LinkedHashMap<>(container);
            copy.remove("ports");
            stripped.add(copy);
        }
        return stripped;
    }

    private static List<Map<String, Object>> podTemplates(List<Map<String, Object>> objects) {
        List<Map<String, Object>> templates = new ArrayList<>();
        for (Map<String, Object> object : objects) {
            String kind = Yaml.string(object, "kind");
            if (kind.equals("Pod")) {
                templates.add(object);
            } else if (WORKLOADS.contains(kind)) {
                templates.add(Yaml.map(object, "spec", "template"));
            }
        }
        return templates;
    }

    private static List<Map<String, Object>> podSpecs(List<Map<String, Object>> objects) {
        List<Map<String, Object>> specs = new ArrayList<>();
        for (Map<String, Object> template : podTemplates(objects)) {
            specs.add(Yaml.map(template, "spec"));
        }
        assertFalse(specs.isEmpty());
        return specs;
    }
}
