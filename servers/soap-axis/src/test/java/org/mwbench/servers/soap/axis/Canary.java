package org.mwbench.servers.soap.axis;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A bean no mapping names, which a request tries to make Axis instantiate by its XML type
 * (Axis's auto-typing would map {@code http://soapaxis.servers.mwbench.org}:{@code Canary} to
 * it). {@link #TOUCHED} tells whether Axis ever loaded or made one.
 */
public class Canary {
    static final AtomicBoolean TOUCHED = SafetyTest.CANARY_TOUCHED;

    static {
        TOUCHED.set(true);
    }

    private String name;

    public Canary() {
        TOUCHED.set(true);
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}
