package org.mwbench.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.deploy.KubeManifests.find;
import static org.mwbench.deploy.KubeManifests.name;
import static org.mwbench.deploy.KubeManifests.names;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dial-out overlay of deploy/k8s, rendered offline: the base's objects, but the agents dial the
 * supervisor's {@code --agent-port} through its Service and open no port of their own, a
 * NetworkPolicy admits only agents into the agents' pods, and nothing else of the base changes; and
 * its supervisor-outside overlay, where only the agents run in the cluster and dial a host outside it.
 * (Rendered and checked here only: KubePlayIT plays the base's listening agents, not this overlay.)
 */
@Timeout(180)
class KubeDialOutManifestsTest {
    private static final Pattern CONNECT = Pattern.compile("--connect mwbench-supervisor:(\\d+)(\\s|$)");
    private static final Pattern AGENT_PORT = Pattern.compile("--agent-port (\\d+)(\\s|$)");
    /** What the overlay patches or adds; every other object is the base's, unchanged. */
    private static final Set<String> CHANGED = Set.of("StatefulSet mwbench-agent", "Service mwbench-agent",
            "Job mwbench-supervisor", "Service mwbench-supervisor", "NetworkPolicy mwbench-agent-ingress");

    @TempDir
    static Path dir;
    private static List<Map<String, Object>> base;
    private static List<Map<String, Object>> dialOut;
    private static List<Map<String, Object>> outside;

    @BeforeAll
    static void render() throws Exception {
        Map<String, List<Map<String, Object>>> rendered = KubeManifests.renderedOrSkipped(dir,
                "base", "dial-out", "supervisor-outside");
        base = rendered.get("base");
        dialOut = rendered.get("dial-out");
        outside = rendered.get("supervisor-outside");
    }

    @Test
    void theAgentsDialTheSupervisorsAgentPortAndOpenNoPort() {
        Map<String, Object> agent = onlyContainer(Yaml.map(find(dialOut, "StatefulSet", "mwbench-agent"),
                "spec", "template", "spec"));
        String agentCommand = shellCommand(agent);
        assertFalse(agent.containsKey("ports"), "an agent that dials out declares no port: " + agent);
        assertFalse(find(dialOut, "Service", "mwbench-agent").get("spec") instanceof Map<?, ?> spec
                && spec.containsKey("ports"), "the agents' Service names no port of theirs");
        assertFalse(agentCommand.contains("--registry") || agentCommand.contains("--port"), agentCommand);

        Map<String, Object> supervisor = onlyContainer(Yaml.map(find(dialOut, "Job", "mwbench-supervisor"),
                "spec", "template", "spec"));
        int dialled = port(CONNECT, agentCommand);
        assertEquals(dialled, port(AGENT_PORT, shellCommand(supervisor)), "the agents dial the supervisor's --agent-port");
        assertTrue(shellCommand(supervisor).contains("--registry-port -1"), "no registry: no agent registers");
        assertEquals(List.of(dialled), ports(Yaml.list(supervisor, "ports"), "containerPort"));
        assertEquals(List.of(dialled), ports(Yaml.list(find(dialOut, "Service", "mwbench-supervisor"), "spec", "ports"),
                "port"), "the supervisor's Service carries the agent port, and only it");
    }

    @Test
    void serverBladesListenOnThePodsAddress() {
        Map<String, Object> agent = onlyContainer(Yaml.map(find(dialOut, "StatefulSet", "mwbench-agent"),
                "spec", "template", "spec"));
        assertTrue(shellCommand(agent).contains("--bind \"$POD_IP\""), shellCommand(agent));
        assertTrue(Yaml.list(agent, "env").stream().anyMatch(variable -> "POD_IP".equals(variable.get("name"))
                && "status.podIP".equals(Yaml.string(variable, "valueFrom", "fieldRef", "fieldPath"))), agent.toString());
    }

    @Test
    void onlyAgentsMayConnectToAgents() {
        Map<String, Object> policy = find(dialOut, "NetworkPolicy", "mwbench-agent-ingress");
        Map<String, Object> agentLabels = Yaml.map(find(dialOut, "StatefulSet", "mwbench-agent"),
                "spec", "template", "metadata", "labels");
        Map<String, Object> selected = Yaml.map(policy, "spec", "podSelector", "matchLabels");
        assertFalse(selected.isEmpty());
        assertTrue(agentLabels.entrySet().containsAll(selected.entrySet()), "the policy selects the agents' pods");
        assertEquals(List.of("Ingress"), Yaml.at(policy, "spec", "policyTypes"));
        List<Map<String, Object>> rules = Yaml.list(policy, "spec", "ingress");
        assertEquals(1, rules.size());
        List<Map<String, Object>> sources = Yaml.list(rules.get(0), "from");
        assertEquals(1, sources.size(), "one source: " + sources);
        assertEquals(Set.of("podSelector"), sources.get(0).keySet(), "pods of this namespace only: " + sources);
        assertEquals(selected, Yaml.map(sources.get(0), "podSelector", "matchLabels"), "the agents only");
    }

    @Test
    void everythingElseIsTheBases() {
        List<String> expected = new ArrayList<>(names(base));
        expected.add("NetworkPolicy mwbench-agent-ingress");
        assertEquals(expected.stream().sorted().toList(), names(dialOut));
        for (Map<String, Object> object : base) {
            if (!CHANGED.contains(name(object))) {
                assertEquals(object, find(dialOut, (String) object.get("kind"), Yaml.string(object, "metadata", "name")),
                        name(object) + " is the base's");
            }
        }
        // The pods are the base's but for the command, the agent's POD_IP and the ports.
        for (String kind : List.of("StatefulSet", "Job")) {
            Map<String, Object> ours = find(dialOut, kind, kind.equals("Job") ? "mwbench-supervisor" : "mwbench-agent");
            Map<String, Object> theirs = find(base, kind, kind.equals("Job") ? "mwbench-supervisor" : "mwbench-agent");
            Map<String, Object> container = onlyContainer(Yaml.map(ours, "spec", "template", "spec"));
            Map<String, Object> original = onlyContainer(Yaml.map(theirs, "spec", "template", "spec"));
            for (String same : List.of("image", "resources", "securityContext", "volumeMounts")) {
                assertEquals(original.get(same), container.get(same), kind + "'s " + same);
            }
        }
    }

    @Test
    void outsideTheClusterOnlyTheAgentsRunAndTheyDialTheSupervisorsHost() {
        assertEquals(List.of("NetworkPolicy mwbench-agent-ingress", "Secret mwbench-secret", "Service mwbench-agent",
                "Service mwbench-supervisor", "StatefulSet mwbench-agent"), names(outside));
        Map<String, Object> alias = Yaml.map(find(outside, "Service", "mwbench-supervisor"), "spec");
        assertEquals("ExternalName", alias.get("type"), "a DNS alias of the supervisor's host: " + alias);
        assertFalse(alias.containsKey("selector") || alias.containsKey("clusterIP"), "an ExternalName has neither: " + alias);
        Map<String, Object> agent = onlyContainer(Yaml.map(find(outside, "StatefulSet", "mwbench-agent"),
                "spec", "template", "spec"));
        assertEquals(List.of(port(CONNECT, shellCommand(agent))), ports(Yaml.list(alias, "ports"), "port"));
        assertEquals(find(dialOut, "StatefulSet", "mwbench-agent"), find(outside, "StatefulSet", "mwbench-agent"),
                "the same agents as in-cluster dial-out");
    }

    private static Map<String, Object> onlyContainer(Map<String, Object> podSpec) {
        List<Map<String, Object>> containers = Yaml.list(podSpec, "containers");
        assertEquals(1, containers.size());
        return containers.get(0);
    }

    /** The script of a {@code /bin/sh -c SCRIPT} container. */
    @SuppressWarnings("unchecked")
    private static String shellCommand(Map<String, Object> container) {
        List<String> command = (List<String>) Yaml.at(container, "command");
        assertEquals(List.of("/bin/sh", "-c"), command.subList(0, 2), "a shell runs mwbench: " + command);
        return command.get(2);
    }

    private static int port(Pattern option, String command) {
        Matcher matcher = option.matcher(command);
        assertTrue(matcher.find(), option + " in " + command);
        return Integer.parseInt(matcher.group(1));
    }

    private static List<Integer> ports(List<Map<String, Object>> ports, String key) {
        return ports.stream().map(port -> (Integer) port.get(key)).toList();
    }
}
