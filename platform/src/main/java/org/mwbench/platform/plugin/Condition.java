package org.mwbench.platform.plugin;

/** A test for {@code if} and {@code while}. */
@FunctionalInterface
public interface Condition {
    boolean test() throws Exception;
}
