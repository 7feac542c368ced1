package org.mwbench.console.web.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mwbench.console.web.live.LifeCycleStep.COLLECT;
import static org.mwbench.console.web.live.LifeCycleStep.DEPLOY;
import static org.mwbench.console.web.live.LifeCycleStep.INIT;
import static org.mwbench.console.web.live.LifeCycleStep.RESUME;
import static org.mwbench.console.web.live.LifeCycleStep.START;
import static org.mwbench.console.web.live.LifeCycleStep.STOP;
import static org.mwbench.console.web.live.LifeCycleStep.SUSPEND;
import static org.mwbench.platform.blade.BladeState.ABORTED;
import static org.mwbench.platform.blade.BladeState.COMPLETED;
import static org.mwbench.platform.blade.BladeState.DEPLOYED;
import static org.mwbench.platform.blade.BladeState.INITIALIZED;
import static org.mwbench.platform.blade.BladeState.RUNNING;
import static org.mwbench.platform.blade.BladeState.STOPPED;
import static org.mwbench.platform.blade.BladeState.STOPPING;
import static org.mwbench.platform.blade.BladeState.SUSPENDED;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The buttons the blades' states enable, as CLIF's console enables them. */
class LifeCycleStepTest {
    @Test
    void nothingDeployedAllowsOnlyDeploy() {
        assertEquals(Set.of(DEPLOY), LifeCycleStep.allowed(false, List.of()));
    }

    @Test
    void eachStateAllowsItsNextSteps() {
        assertEquals(Set.of(INIT, STOP), LifeCycleStep.allowed(true, List.of(DEPLOYED, DEPLOYED)));
        assertEquals(Set.of(START, STOP), LifeCycleStep.allowed(true, List.of(INITIALIZED, INITIALIZED)));
        assertEquals(Set.of(SUSPEND, STOP), LifeCycleStep.allowed(true, List.of(RUNNING, RUNNING)));
        assertEquals(Set.of(RESUME, STOP), LifeCycleStep.allowed(true, List.of(SUSPENDED, SUSPENDED)));
        assertEquals(Set.of(SUSPEND, RESUME, STOP), LifeCycleStep.allowed(true, List.of(RUNNING, SUSPENDED)));
        assertEquals(Set.of(SUSPEND, STOP), LifeCycleStep.allowed(true, List.of(RUNNING, COMPLETED)));
        assertEquals(Set.of(STOP), LifeCycleStep.allowed(true, List.of(STOPPING, STOPPED)));
        assertEquals(Set.of(COLLECT), LifeCycleStep.allowed(true, List.of(STOPPED, COMPLETED, ABORTED)));
    }

    @Test
    void aHalfInitializedPlanCanOnlyBeStopped() {
        assertEquals(Set.of(STOP), LifeCycleStep.allowed(true, List.of(INITIALIZED, DEPLOYED)));
        assertEquals(Set.of(STOP), LifeCycleStep.allowed(true, List.of(INITIALIZED, ABORTED)));
    }
}
