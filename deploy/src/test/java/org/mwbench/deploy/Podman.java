package org.mwbench.deploy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * podman as KubePlayIT runs it: with the project's containers.conf (CONTAINERS_CONF), which
 * podman 4.3 needs on this kind of machine, and nothing else of the host's configuration changed.
 */
final class Podman {
    /** The supervisor's container: podman names a pod's containers POD-CONTAINER. */
    static final String SUPERVISOR = "mwbench-supervisor-supervisor";
    /** The volumes kube play makes of the overlay: the PVC's and one per ConfigMap. */
    static final List<String> VOLUMES = List.of("mwbench-runs", "mwbench-plan", "mwbench-secret");
    static final Path IP_FORWARD = Path.of("/proc/sys/net/ipv4/ip_forward");

    private final Map<String, String> environment;

    Podman(Path containersConf) {
        this.environment = Map.of("CONTAINERS_CONF", containersConf.toString());
    }

    static boolean isRoot() throws IOException, InterruptedException {
        return HostCommand.run(10, "id", "-u").orFail().strip().equals("0");
    }

    Map<String, String> environment() {
        return environment;
    }

    HostCommand.Result run(long timeoutSeconds, String... arguments) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("podman"));
        command.addAll(List.of(arguments));
        return HostCommand.run(environment, timeoutSeconds, command);
    }

    /** The infra image podman builds for pods (localhost/podman-pause:VERSION), if there is one. */
    private List<String> pauseImages() throws IOException, InterruptedException {
        return run(60, "images", "--format", "{{.Repository}}:{{.Tag}}").orFail().lines()
                .filter(name -> name.startsWith("localhost/podman-pause:")).toList();
    }

    boolean pauseImageExists() throws IOException, InterruptedException {
        return !pauseImages().isEmpty();
    }

    void removePauseImage() throws IOException, InterruptedException {
        for (String image : pauseImages()) {
            run(120, "rmi", "--force", image);
        }
    }

    /** The base image build-image.sh makes once and reuses (a Debian root file system with a JRE). */
    static final String BASE_IMAGE = "localhost/mwbench-base:bookworm-jre17";

    boolean imageExists(String image) throws IOException, InterruptedException {
        return run(60, "image", "exists", image).succeeded();
    }
}
