package org.mwbench.platform.agent;

import java.util.List;
import java.util.ServiceLoader;
import org.mwbench.platform.blade.BladeInsert;

/**
 * Turns the class a test plan names into a blade class: a fully qualified name, or the
 * simple name of a class listed as a {@link BladeInsert} service (as CLIF plans say
 * {@code injector=IsacRunner}). Service providers are inspected, never instantiated.
 */
public final class BladeClasses {
    private BladeClasses() {
    }

    /**
     * @return the blade class
     * @throws ClassNotFoundException with a message that says what was tried
     */
    public static Class<? extends BladeInsert> resolve(String name, ClassLoader loader) throws ClassNotFoundException {
        if (!name.contains(".")) {
            List<Class<? extends BladeInsert>> matches = ServiceLoader.load(BladeInsert.class, loader).stream()
                    .map(ServiceLoader.Provider::type)
                    .filter(type -> type.getSimpleName().equals(name))
                    .toList();
            if (matches.size() == 1) {
                return matches.get(0);
            }
            if (matches.size() > 1) {
                throw new ClassNotFoundException("'" + name + "' is ambiguous: " + matches + "; use the full class name");
            }
            throw new ClassNotFoundException("no blade class named '" + name + "'; known short names: " + knownNames(loader));
        }
        Class<?> type;
        try {
            type = Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new ClassNotFoundException("class " + name + " cannot be loaded: " + e, e);
        }
        if (!BladeInsert.class.isAssignableFrom(type)) {
            throw new ClassNotFoundException("class " + name + " is not a blade: it does not implement "
                    + BladeInsert.class.getName());
        }
        return type.asSubclass(BladeInsert.class);
    }

    public static List<String> knownNames(ClassLoader loader) {
        return ServiceLoader.load(BladeInsert.class, loader).stream()
                .map(provider -> provider.type().getSimpleName())
                .sorted()
                .toList();
    }
}
