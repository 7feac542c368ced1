package org.mwbench.console.plans;

/** A plan template that cannot be generated, or a plan name with no template; the message locates it. */
public final class PlanTemplateException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PlanTemplateException(String message) {
        super(message);
    }
}
