package org.mwbench.deploy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * The manifests of {@code deploy/k8s}, rendered as a user renders them ({@code kubectl
 * kustomize}) from a copy that holds a throw-away secret: the kustomizations read the secret
 * from a file users put beside them (git ignores it), so tests never write into the sources.
 */
final class KubeManifests {
    /** deploy/k8s, from the deploy module's folder (surefire's and failsafe's working folder). */
    static final Path SOURCES = Path.of("k8s").toAbsolutePath();

    private KubeManifests() {
    }

    /** Why rendering cannot be tried here, or null when kubectl is on the PATH. */
    static String whyNotRenderable() {
        return HostCommand.onPath("kubectl") ? null
                : "kubectl is not on the PATH (it renders the kustomizations; Debian has no package of it)";
    }

    /** Copies deploy/k8s into {@code folder}, with a fresh secret where each kustomization reads it. */
    static Path copyWithSecret(Path folder) throws IOException {
        Path copy = folder.resolve("k8s");
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path source : files.toList()) {
                Path target = copy.resolve(SOURCES.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else if (!source.getFileName().toString().equals("secret")) {
                    Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        String secret = HexFormat.of().formatHex(key) + "\n";
        for (String kustomization : List.of("base", "podman")) {
            Files.writeString(copy.resolve(kustomization).resolve("secret"), secret, StandardCharsets.US_ASCII);
        }
        return copy;
    }

    /**
     * Each kustomization of a fresh copy in {@code folder} ({@link #copyWithSecret}), rendered to its
     * objects by name; the calling test is skipped, saying why, where kubectl is missing.
     */
    static Map<String, List<Map<String, Object>>> renderedOrSkipped(Path folder, String... kustomizations)
            throws IOException, InterruptedException {
        String why = whyNotRenderable();
        Assumptions.assumeTrue(why == null, why);
        Path copy = copyWithSecret(folder);
        Map<String, List<Map<String, Object>>> rendered = new LinkedHashMap<>();
        for (String kustomization : kustomizations) {
            rendered.put(kustomization, objects(render(copy.resolve(kustomization))));
        }
        return rendered;
    }

    /** {@code kubectl kustomize FOLDER}: the rendered YAML. */
    static String render(Path kustomization) throws IOException, InterruptedException {
        return HostCommand.run(120, "kubectl", "kustomize", kustomization.toString()).orFail();
    }

    /** The objects of a rendered multi-document YAML, each as its map. */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> objects(String yaml) {
        List<Map<String, Object>> objects = new ArrayList<>();
        for (Object document : new Load(LoadSettings.builder().build()).loadAllFromString(yaml)) {
            if (document != null) {
                objects.add((Map<String, Object>) document);
            }
        }
        return objects;
    }

    /** The objects of {@code kind}. */
    static List<Map<String, Object>> ofKind(List<Map<String, Object>> objects, String kind) {
        return objects.stream().filter(object -> kind.equals(object.get("kind"))).toList();
    }

    /** The object of {@code kind} named {@code name}, or an AssertionError naming what there is. */
    static Map<String, Object> find(List<Map<String, Object>> objects, String kind, String name) {
        return ofKind(objects, kind).stream().filter(object -> name.equals(Yaml.string(object, "metadata", "name")))
                .findFirst().orElseThrow(() -> new AssertionError("no " + kind + " " + name + " in " + names(objects)));
    }

    /** "KIND NAME". */
    static String name(Map<String, Object> object) {
        return Yaml.string(object, "kind") + " " + Yaml.string(object, "metadata", "name");
    }

    /** Each object's {@link #name}, sorted. */
    static List<String> names(List<Map<String, Object>> objects) {
        return objects.stream().map(KubeManifests::name).sorted().toList();
    }
}
