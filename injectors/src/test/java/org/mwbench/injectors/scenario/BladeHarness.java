package org.mwbench.injectors.scenario;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.agent.LocalBlade;
import org.mwbench.platform.blade.BladeControl;
import org.mwbench.platform.blade.BladeState;

/** A {@link LocalBlade} for tests, with the shortcuts they use: a scenario from a string, file rows. */
final class BladeHarness implements AutoCloseable {
    private final LocalBlade blade;

    BladeHarness(Class<?> insert, String argument, Path folder, Map<String, byte[]> files) throws Exception {
        blade = new LocalBlade(insert.getName(), argument, folder, files);
    }

    static BladeHarness scenario(String scenarioXml, String extraArguments, Path folder) throws Exception {
        return new BladeHarness(ScenarioRunner.class, "scenario=test.xis " + extraArguments, folder,
                Map.of("test.xis", scenarioXml.getBytes(StandardCharsets.UTF_8)));
    }

    Path folder() {
        return blade.folder();
    }

    BladeControl control() {
        return blade.control();
    }

    void initAndStart() throws Exception {
        blade.initAndStart();
    }

    BladeState awaitFinal(long millis) throws InterruptedException {
        return blade.awaitFinal(millis);
    }

    /** The rows of one of the blade's files, header left out. */
    List<String> rows(String file) throws Exception {
        List<String> lines = Files.readAllLines(blade.folder().resolve(file), StandardCharsets.UTF_8);
        return lines.subList(1, lines.size());
    }

    @Override
    public void close() {
        blade.close();
    }
}
