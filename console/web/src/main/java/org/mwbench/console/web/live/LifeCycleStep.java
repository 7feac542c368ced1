package org.mwbench.console.web.live;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.platform.blade.BladeState;

/** The steps the console's buttons take on the whole plan, as CLIF's console has them. */
public enum LifeCycleStep {
    DEPLOY, INIT, START, SUSPEND, RESUME, STOP, COLLECT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static LifeCycleStep of(String label) throws ApiException {
        for (LifeCycleStep step : values()) {
            if (step.label().equals(label)) {
                return step;
            }
        }
        throw ApiException.notFound("no step '" + label + "'; the steps are deploy, init, start, suspend, resume, stop, collect");
    }

    /**
     * The steps the blades' states allow; the buttons are enabled from this, and a request
     * for another step is refused.
     *
     * @param deployed whether a run is deployed
     * @param states   each blade's state (empty when none is deployed)
     */
    static Set<LifeCycleStep> allowed(boolean deployed, Collection<BladeState> states) {
        if (!deployed) {
            return EnumSet.of(DEPLOY);
        }
        Set<LifeCycleStep> allowed = EnumSet.noneOf(LifeCycleStep.class);
        if (states.isEmpty()) {
            return allowed;
        }
        if (states.stream().allMatch(state -> state == BladeState.DEPLOYED)) {
            allowed.add(INIT);
        }
        if (states.stream().allMatch(state -> state == BladeState.INITIALIZED)) {
            allowed.add(START);
        }
        if (states.stream().anyMatch(state -> state == BladeState.RUNNING)) {
            allowed.add(SUSPEND);
        }
        if (states.stream().anyMatch(state -> state == BladeState.SUSPENDED)) {
            allowed.add(RESUME);
        }
        if (states.stream().anyMatch(state -> !state.isFinal())) {
            allowed.add(STOP);
        }
        if (states.stream().allMatch(BladeState::isFinal)) {
            allowed.add(COLLECT);
        }
        return allowed;
    }
}
