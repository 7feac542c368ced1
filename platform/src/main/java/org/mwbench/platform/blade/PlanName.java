package org.mwbench.platform.blade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A word a plan may name a registered blade class by, besides its simple name: CLIF names its
 * probes by family ({@code blade.N.probe=cpu}), not by class. Read by the agent's class
 * resolution, from the class, never from an instance. Not inherited: each class names itself.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface PlanName {
    String value();
}
