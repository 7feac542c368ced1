package org.mwbench.platform.agent;

import java.util.HashMap;
import java.util.Map;
import org.mwbench.platform.FractalRuntime;
import org.mwbench.platform.blade.BladeControl;
import org.objectweb.fractal.adl.Factory;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.util.Fractal;

/**
 * Builds blade composites from the {@code org.mwbench.platform.Blade} ADL definition,
 * with the plan's insert class, in a given class loader so that each blade can see its
 * own middleware libraries and no other's.
 */
public final class BladeFactory {
    static final String BLADE_DEFINITION = "org.mwbench.platform.Blade";

    private final Factory adl = FractalRuntime.adlFactory();

    /**
     * A blade composite, started (in the Fractal sense) and ready for its life cycle.
     *
     * @param component null for a blade hosted in a JVM of its own, whose composite lives there
     */
    public record Blade(Component component, BladeControl control) {
    }

    public Blade create(String insertClass, ClassLoader loader) throws Exception {
        Map<String, Object> context = new HashMap<>();
        context.put("insert", insertClass);
        context.put("classloader", loader);
        Component component = (Component) adl.newComponent(BLADE_DEFINITION, context);
        Fractal.getLifeCycleController(component).startFc();
        return new Blade(component, (BladeControl) component.getFcInterface("blade-control"));
    }

    public void destroy(Blade blade) {
        if (blade.component() == null) {
            return;
        }
        try {
            Fractal.getLifeCycleController(blade.component()).stopFc();
        } catch (Exception e) {
            // The composite is dropped either way; a failing stop must not keep its files open.
        }
    }
}
