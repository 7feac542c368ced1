package org.mwbench.platform.plugin;

/** An action that is not measured: set a variable, increment a counter, open a connection. */
@FunctionalInterface
public interface Control {
    void run() throws Exception;
}
