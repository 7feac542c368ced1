package org.mwbench.injectors.scenario;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.mwbench.platform.agent.BladeFactory;
import org.mwbench.platform.blade.BladeControl;
import org.mwbench.platform.blade.BladeSettings;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.TimeBase;

/**
 * One real blade composite (insert adapter, insert, data collector, storage proxy, built
 * from the ADL by Julia) run in the test JVM, without agent or supervisor: the blade's
 * whole life cycle, checked through the files it writes.
 */
final class BladeHarness implements AutoCloseable {
    private final BladeFactory factory = new BladeFactory();
    private final BladeFactory.Blade blade;
    final Path folder;

    BladeHarness(Class<?> insert, String argument, Path folder, Map<String, byte[]> files) throws Exception {
        this.folder = folder;
        blade = factory.create(insert.getName(), BladeHarness.class.getClassLoader());
        control().deployed(new BladeSettings("blade", "test", argument, folder, files), System.nanoTime());
    }

    static BladeHarness scenario(String scenarioXml, String extraArguments, Path folder) throws Exception {
        return new BladeHarness(ScenarioRunner.class, "scenario=test.xis " + extraArguments, folder,
                Map.of("test.xis", scenarioXml.getBytes(StandardCharsets.UTF_8)));
    }

    BladeControl control() {
        return blade.control();
    }

    void initAndStart() throws Exception {
        control().init(TimeBase.startingNow());
        control().prepareStart();
        control().startNow();
    }

    /** Waits for a final state, at most the given time; returns the state reached. */
    BladeState awaitFinal(long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (!control().state().isFinal() && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        return control().state();
    }

    /** The rows of one of the blade's files, header left out. */
    List<String> rows(String file) throws Exception {
        List<String> lines = Files.readAllLines(folder.resolve(file), StandardCharsets.UTF_8);
        return lines.subList(1, lines.size());
    }

    @Override
    public void close() {
        control().close();
        factory.destroy(blade);
    }
}
