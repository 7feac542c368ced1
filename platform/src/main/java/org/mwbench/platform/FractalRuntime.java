package org.mwbench.platform;

import org.objectweb.fractal.adl.ADLException;
import org.objectweb.fractal.adl.Factory;
import org.objectweb.fractal.adl.FactoryFactory;

/**
 * The one place that chooses the Fractal implementation. Julia is selected by a system
 * property that Fractal reads; setting it here means no launcher or test has to pass
 * {@code -Dfractal.provider} for the components to come up.
 */
public final class FractalRuntime {
    public static final String PROVIDER_PROPERTY = "fractal.provider";
    public static final String JULIA = "org.objectweb.fractal.julia.Julia";

    private FractalRuntime() {
    }

    public static synchronized Factory adlFactory() {
        if (System.getProperty(PROVIDER_PROPERTY) == null) {
            System.setProperty(PROVIDER_PROPERTY, JULIA);
        }
        try {
            return FactoryFactory.getFactory(FactoryFactory.FRACTAL_BACKEND);
        } catch (ADLException e) {
            throw new IllegalStateException("the Fractal ADL factory cannot be created", e);
        }
    }
}
