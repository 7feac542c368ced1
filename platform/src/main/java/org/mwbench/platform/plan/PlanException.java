package org.mwbench.platform.plan;

import java.util.List;

/** A test plan that cannot be run; it carries every error found, not just the first. */
public class PlanException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The exit code of a command that stops on a bad plan, as with any usage error. */
    public static final int EXIT_CODE = 2;

    private final List<PlanError> errors;

    public PlanException(List<PlanError> errors) {
        super(render(errors));
        this.errors = List.copyOf(errors);
    }

    public PlanException(PlanError error) {
        this(List.of(error));
    }

    public List<PlanError> errors() {
        return errors;
    }

    private static String render(List<PlanError> errors) {
        StringBuilder text = new StringBuilder("invalid test plan:");
        for (PlanError error : errors) {
            text.append(System.lineSeparator()).append("  ").append(error);
        }
        return text.toString();
    }
}
