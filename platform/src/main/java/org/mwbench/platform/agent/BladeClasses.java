package org.mwbench.platform.agent;

import java.util.List;
import java.util.ServiceLoader;
import org.mwbench.platform.blade.ArgumentReader;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeFiles;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.ReadsArgumentWith;
import org.mwbench.platform.blade.FileParameters;
import org.mwbench.platform.blade.PlanName;
import org.mwbench.platform.blade.ServerInsert;
import org.mwbench.platform.blade.ServerReferences;
import org.mwbench.platform.plan.BladeDefinition;
import org.mwbench.platform.plan.BladeRole;

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
                    .filter(type -> type.getSimpleName().equals(name) || name.equals(planName(type)))
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

    /**
     * A server insert is started at deploy and stopped once the injectors are done, so its
     * plan role must say so; an injector declared as a server would never be waited for.
     *
     * @throws IllegalArgumentException naming the plan key to use
     */
    public static void requireRole(Class<?> type, BladeDefinition definition) {
        boolean serverClass = ServerInsert.class.isAssignableFrom(type);
        boolean serverRole = definition.role() == BladeRole.SERVER;
        if (serverClass != serverRole) {
            throw new IllegalArgumentException(serverClass
                    ? type.getSimpleName() + " hosts a system under test: declare it as blade." + definition.number()
                            + "." + BladeRole.SERVER.planKey() + "=" + definition.className()
                    : type.getSimpleName() + " is not a server blade (it does not implement " + ServerInsert.class.getName()
                            + "); blade." + definition.number() + "." + BladeRole.SERVER.planKey()
                            + " takes one, such as ServerBlade");
        }
    }

    /**
     * The parameters of the blade's argument that name plan files, as its class declares them
     * with {@link FileParameters}; none when it declares nothing.
     */
    public static List<String> fileParameters(Class<?> type) {
        FileParameters declared = type.getAnnotation(FileParameters.class);
        return declared == null ? List.of() : List.of(declared.value());
    }

    /**
     * Reads a blade's argument with the reader its class declares ({@link ReadsArgumentWith}),
     * as the blade will at init; nothing for a class that declares none.
     *
     * @throws BladeException what the reader refused, naming the parameter and its value
     */
    public static void checkArgument(Class<?> type, String bladeId, String argument, BladeFiles files)
            throws BladeException {
        ReadsArgumentWith declared = type.getAnnotation(ReadsArgumentWith.class);
        if (declared == null) {
            return;
        }
        ArgumentReader<?> reader;
        try {
            reader = declared.value().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new BladeException("blade " + bladeId + ": its argument reader " + declared.value().getName()
                    + " cannot be made: " + e);
        }
        reader.read(reader.split(bladeId, argument), files);
    }

    /**
     * The parameters of the blade's argument that name other server blades of the plan, as its
     * class declares them with {@link ServerReferences}; none when it declares nothing.
     */
    public static List<String> serverReferences(Class<?> type) {
        ServerReferences declared = type.getAnnotation(ServerReferences.class);
        return declared == null ? List.of() : List.of(declared.value());
    }

    public static List<String> knownNames(ClassLoader loader) {
        return ServiceLoader.load(BladeInsert.class, loader).stream()
                .map(provider -> planName(provider.type()) != null ? planName(provider.type())
                        : provider.type().getSimpleName())
                .sorted()
                .toList();
    }

    /** The word a plan may name the class by ({@link PlanName}, a probe family), or null. */
    private static String planName(Class<?> type) {
        PlanName declared = type.getAnnotation(PlanName.class);
        return declared == null ? null : declared.value();
    }
}
