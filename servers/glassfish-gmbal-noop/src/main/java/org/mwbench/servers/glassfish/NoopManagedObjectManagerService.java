package org.mwbench.servers.glassfish;

import javax.management.ObjectName;
import org.glassfish.gmbal.ManagedObjectManager;
import org.glassfish.gmbal.ManagedObjectManagerFactory;
import org.glassfish.gmbal.ManagedObjectManagerService;

/**
 * GlassFish CORBA registers its internals as JMX beans through gmbal, whose API jar finds the
 * implementation with a ServiceLoader (in the thread's context class loader) and fails
 * {@code ORB.init} with "No ManagedObjectManagerFactory found" when there is none. The real
 * gmbal 4.1.0 crashes on current JDKs, and a benchmark wants no JMX beans anyway: this
 * service hands out gmbal's own no-op manager.
 */
public final class NoopManagedObjectManagerService implements ManagedObjectManagerService {

    @Override
    public ManagedObjectManager create(String domain) {
        return ManagedObjectManagerFactory.createNOOP();
    }

    @Override
    public ManagedObjectManager create(ObjectName parent) {
        return ManagedObjectManagerFactory.createNOOP();
    }
}
