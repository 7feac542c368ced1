package org.mwbench.injectors.scenario;

import java.util.List;
import org.mwbench.injectors.scenario.CompiledScenario.ActionPlan;
import org.mwbench.platform.plugin.PluginException;

/**
 * The template of a plugin use whose client runs a whole benchmark loop in a program of its own,
 * a native client: a {@link LoopRunner} hands such a behavior's loop to the program
 * ({@link NativeLoop}) instead of calling its samples one by one, and records what the program
 * measured as it records its own calls.
 */
public interface WholeLoop {

    /** The plugin's name, for messages. */
    String name();

    /**
     * The program's command line for one loop.
     *
     * @param samples the behavior's samples: one iteration makes each of them once, in order
     */
    List<String> command(List<ActionPlan> samples, long warmup, long steps, long callsPerStep) throws PluginException;
}
