package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.deploy.KubeManifests.find;
import static org.mwbench.deploy.KubeManifests.name;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every object that any kustomization of deploy/k8s renders is valid against the Kubernetes API's
 * schemas, strictly (no unknown field, every value of its type), offline: what a cluster's API
 * server would refuse is found here, not by a user's {@code kubectl apply}. The validator is
 * shown to catch what it claims with objects spoilt on purpose.
 */
@Timeout(180)
class KubeSchemaTest {
    private static final List<String> KUSTOMIZATIONS = List.of("base", "podman", "dial-out", "supervisor-outside");

    @TempDir
    static Path dir;
    private static Map<String, List<Map<String, Object>>> rendered;
    private static KubeSchemas schemas;

    @BeforeAll
    static void render() throws Exception {
        rendered = KubeManifests.renderedOrSkipped(dir, KUSTOMIZATIONS.toArray(String[]::new));
        schemas = KubeSchemas.fromClassPath();
    }

    @Test
    void everyRenderedObjectIsValidAgainstTheKubernetesSchemas() {
        List<String> problems = new ArrayList<>();
        int objects = 0;
        for (Map.Entry<String, List<Map<String, Object>>> kustomization : rendered.entrySet()) {
            for (Map<String, Object> object : kustomization.getValue()) {
                objects++;
                schemas.problems(object).forEach(problem ->
                        problems.add(kustomization.getKey() + ": " + name(object) + ": " + problem));
            }
        }
        assertTrue(objects >= 4 * KUSTOMIZATIONS.size(), objects + " objects rendered");
        assertEquals(List.of(), problems);
    }

    @Test
    void aMisspeltFieldIsRefusedNamingIt() {
        Map<String, Object> agents = copyOf(find(rendered.get("base"), "StatefulSet", "mwbench-agent"));
        Map<String, Object> spec = Yaml.map(agents, "spec");
        spec.put("replica", spec.remove("replicas"));
        List<String> problems = schemas.problems(agents);
        assertFalse(problems.isEmpty(), "a misspelt field passed");
        assertTrue(problems.stream().anyMatch(problem -> problem.contains("replica")), problems.toString());
    }

    @Test
    void aValueOfTheWrongTypeIsRefused() {
        Map<String, Object> agents = copyOf(find(rendered.get("base"), "StatefulSet", "mwbench-agent"));
        Yaml.map(agents, "spec").put("replicas", "two");
        List<String> problems = schemas.problems(agents);
        assertTrue(problems.stream().anyMatch(problem -> problem.contains("replicas") && problem.contains("integer")),
                problems.toString());
    }

    @Test
    void aQuantityIsAStringOrANumberButNotAnObject() {
        Map<String, Object> agents = copyOf(find(rendered.get("base"), "StatefulSet", "mwbench-agent"));
        Map<String, Object> container = firstContainer(agents);
        Map<String, Object> limits = Yaml.map(container, "resources", "limits");
        limits.put("cpu", 1);
        assertEquals(List.of(), schemas.problems(agents), "cpu: 1 is a quantity");
        limits.put("cpu", Map.of("amount", "1"));
        assertFalse(schemas.problems(agents).isEmpty(), "an object is not a quantity");
    }

    @Test
    void anUnknownKindOrVersionIsRefused() {
        Map<String, Object> agents = copyOf(find(rendered.get("base"), "StatefulSet", "mwbench-agent"));
        agents.put("apiVersion", "apps/v1beta1");
        assertEquals(List.of("StatefulSet of apps/v1beta1: no such kind in the Kubernetes schemas"), schemas.problems(agents));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> firstContainer(Map<String, Object> workload) {
        return (Map<String, Object>) ((List<Object>) Yaml.map(workload, "spec", "template", "spec").get("containers")).get(0);
    }

    /** A deep copy, so that spoiling it leaves the shared render alone. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> copyOf(Map<String, Object> object) {
        Map<String, Object> copy = new LinkedHashMap<>();
        object.forEach((key, value) -> copy.put(key, deepCopy(value)));
        return copy;
    }

    @SuppressWarnings("unchecked")
    private static Object deepCopy(Object value) {
        if (value instanceof Map<?, ?> map) {
            return copyOf((Map<String, Object>) map);
        }
        if (value instanceof List<?> list) {
            return new ArrayList<>(list.stream().map(KubeSchemaTest::deepCopy).toList());
        }
        return value;
    }
}
