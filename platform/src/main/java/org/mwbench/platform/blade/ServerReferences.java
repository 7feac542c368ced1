package org.mwbench.platform.blade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The parameters of a blade's {@code name=value} argument whose values name another server
 * blade of the plan, one this blade calls from its init on: a bridge's back server
 * ({@code backend=rmi-server}). At plan check the supervisor refuses, located at the blade's
 * argument, a value that names no blade, one that is not a server blade, the blade itself, or a
 * chain of such references that comes back to where it started. It deploys and initializes the
 * blades of each agent in an order where a named server comes before the blade that names it,
 * so that a bridge forwarding to another bridge on the same agent finds it connected.
 *
 * <p>Read from the class the plan names, without loading an instance, as {@link FileParameters} is.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ServerReferences {
    /** The parameter names, as they appear before the {@code =}. */
    String[] value();
}
