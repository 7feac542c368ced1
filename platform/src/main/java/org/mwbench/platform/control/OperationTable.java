package org.mwbench.platform.control;

import java.lang.reflect.Method;
import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The operations of a control interface, by name: the name is what a sealed call carries and what
 * its MAC covers, so names must be unique (no overloading), and every operation must be allowed to
 * fail with a {@link RemoteException}, since every call crosses a network.
 */
final class OperationTable {

    private final Map<String, Method> byName = new LinkedHashMap<>();

    private OperationTable(Class<?> api) {
        if (!api.isInterface()) {
            throw new IllegalArgumentException(api + " is not an interface");
        }
        for (Method method : api.getMethods()) {
            if (method.isDefault() || java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            if (byName.put(method.getName(), method) != null) {
                throw new IllegalArgumentException(api.getName() + " overloads " + method.getName()
                        + ": a control operation is known by its name alone");
            }
            if (!Arrays.asList(method.getExceptionTypes()).contains(RemoteException.class)) {
                throw new IllegalArgumentException(api.getName() + "." + method.getName()
                        + " must declare RemoteException: every control call can fail on the network");
            }
            if (method.getName().length() > ControlLimits.OPERATION_CHARS) {
                throw new IllegalArgumentException(method.getName() + " is longer than a frame allows");
            }
        }
    }

    static OperationTable of(Class<?> api) {
        return new OperationTable(api);
    }

    /** @return the operation, or null if the interface has none of that name */
    Method find(String name) {
        return byName.get(name);
    }
}
