package org.mwbench.platform.blade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The parameters of a blade's {@code name=value} argument whose values name files of the
 * plan, such as a scenario. Only these are files: the supervisor reads them at plan check,
 * refuses any that is not a regular file inside the plan's folder, sends them to the agent
 * with the deploy (where {@link BladeContext#file} returns them) and keeps a copy in the
 * report. Any other parameter is a plain value, even one that happens to name a file.
 *
 * <p>It is read from the class the plan names, without loading an instance, so a blade's
 * files are checked before anything is deployed. A subclass reads its argument as its
 * parent does, so it inherits the declaration.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface FileParameters {
    /** The parameter names, as they appear before the {@code =}. */
    String[] value();
}
