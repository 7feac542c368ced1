package org.mwbench.console;

import java.lang.management.ManagementFactory;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeInsert;

/** A blade that says, in an alarm, which JVM flags and process it runs with, and completes at once. */
public class JvmFlagsBlade implements BladeInsert {
    private BladeContext context;

    @Override
    public void init(BladeContext context) {
        this.context = context;
        context.alarm(AlarmSeverity.INFO, "pid " + ProcessHandle.current().pid() + " flags "
                + ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    @Override
    public void start() {
        context.completed();
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
