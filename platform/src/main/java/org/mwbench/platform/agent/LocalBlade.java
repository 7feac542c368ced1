package org.mwbench.platform.agent;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.Map;
import org.mwbench.platform.blade.BladeControl;
import org.mwbench.platform.blade.BladeSettings;
import org.mwbench.platform.blade.BladeState;
import org.mwbench.platform.blade.DataCollector;
import org.mwbench.platform.blade.LiveStatisticsCost;
import org.mwbench.platform.blade.TimeBase;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.util.Fractal;

/**
 * One real blade composite (built from the Blade ADL by Julia) run in this JVM with no
 * agent or supervisor around it: for benchmarks that measure the harness itself, and for
 * tests of blades. Its files go to the given folder, as on an agent.
 */
public final class LocalBlade implements AutoCloseable {
    private final BladeFactory factory = new BladeFactory();
    private final BladeFactory.Blade blade;
    private final Path folder;

    public LocalBlade(String insertClass, String argument, Path folder, Map<String, byte[]> files) throws Exception {
        this.folder = folder;
        blade = factory.create(insertClass, LocalBlade.class.getClassLoader());
        control().deployed(new BladeSettings("blade", "local", InetAddress.getLoopbackAddress().getHostAddress(), argument, folder, files), System.nanoTime());
    }

    public BladeControl control() {
        return blade.control();
    }

    public Path folder() {
        return folder;
    }

    /** Initializes with a time origin of now and starts at once; returns the start, in ns since the origin. */
    public long initAndStart() throws Exception {
        control().init(TimeBase.startingNow());
        control().prepareStart();
        return control().startNow();
    }

    /** Waits for a final state, at most the given time; returns the state reached. */
    public BladeState awaitFinal(long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (!control().state().isFinal() && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        return control().state();
    }

    /** What the blade's live statistics have cost so far: its data collector's rolls. */
    public LiveStatisticsCost liveStatisticsCost() throws Exception {
        for (Component part : Fractal.getContentController(blade.component()).getFcSubComponents()) {
            if (Fractal.getNameController(part).getFcName().equals("data-collector")) {
                return ((DataCollector) part.getFcInterface("data-collector")).cost();
            }
        }
        throw new IllegalStateException("the blade composite has no data-collector");
    }

    @Override
    public void close() {
        control().close();
        factory.destroy(blade);
    }
}
