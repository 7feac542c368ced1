package org.mwbench.console;

import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeInsert;

/**
 * A blade class on the test JVM's classpath (the supervisor's) but not on the agents'
 * ({@link MwbenchProcess#agentWithoutTestClasses}), to check how a deploy fails when an
 * agent cannot load a class the supervisor can.
 */
public class SupervisorOnlyBlade implements BladeInsert {
    @Override
    public void init(BladeContext context) {
    }

    @Override
    public void start() {
    }

    @Override
    public void suspend() {
    }

    @Override
    public void resume() {
    }

    @Override
    public void stop() {
    }
}
