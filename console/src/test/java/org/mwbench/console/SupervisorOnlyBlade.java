package org.mwbench.console;

import org.mwbench.platform.blade.BladeContext;

/**
 * A blade class on the test JVM's classpath (the supervisor's) but not on the agents'
 * ({@link MwbenchProcess#agentWithoutTestClasses}), to check how a deploy fails when an
 * agent cannot load a class the supervisor can.
 */
public class SupervisorOnlyBlade extends InitOnlyBlade {
    @Override
    protected void work(BladeContext context) {
    }
}
