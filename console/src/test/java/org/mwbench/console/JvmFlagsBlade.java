package org.mwbench.console;

import java.lang.management.ManagementFactory;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeContext;

/** A blade that says, in an alarm, which JVM flags and process it runs with, and completes at once. */
public class JvmFlagsBlade extends InitOnlyBlade {
    @Override
    protected void work(BladeContext context) {
        context.alarm(AlarmSeverity.INFO, "pid " + ProcessHandle.current().pid() + " flags "
                + ManagementFactory.getRuntimeMXBean().getInputArguments());
    }
}
