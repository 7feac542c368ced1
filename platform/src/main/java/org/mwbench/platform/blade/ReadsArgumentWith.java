package org.mwbench.platform.blade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The {@link ArgumentReader} a blade reads its argument with, so that the supervisor can run
 * it at plan check without making the blade. Read from the class the plan names, as
 * {@link FileParameters} is; a subclass reads its argument as its parent does.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ReadsArgumentWith {
    Class<? extends ArgumentReader<?>> value();
}
