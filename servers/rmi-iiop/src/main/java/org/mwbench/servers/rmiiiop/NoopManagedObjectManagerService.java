package org.mwbench.servers.rmiiiop;

import javax.management.ObjectName;
import org.glassfish.gmbal.ManagedObjectManager;
import org.glassfish.gmbal.ManagedObjectManagerFactory;
import org.glassfish.gmbal.ManagedObjectManagerService;

/**
 * Gives the GlassFish ORB a gmbal manager that registers no MBean. gmbal-api-only 4.1.0
 * finds its implementation with {@link java.util.ServiceLoader} and, finding none, fails
 * every {@code ORB.init} with "No ManagedObjectManagerFactory found"; the real gmbal 4.1.0
 * crashes. A benchmark wants no JMX view of the ORB anyway.
 *
 * <p>Registered in {@code META-INF/services/org.glassfish.gmbal.ManagedObjectManagerService}.
 * The ServiceLoader looks in the thread's context class loader, which is why
 * {@link GlassFishOrb} sets it around {@code ORB.init}. (The corba-glassfish module has
 * the same class; the two may be merged into one shared module later.)
 */
public final class NoopManagedObjectManagerService implements ManagedObjectManagerService {

    @Override
    public ManagedObjectManager create(String domain) {
        return ManagedObjectManagerFactory.createNOOP();
    }

    @Override
    public ManagedObjectManager create(ObjectName rootParentName) {
        return ManagedObjectManagerFactory.createNOOP();
    }
}
