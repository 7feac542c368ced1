package org.mwbench.servers.ejb.openejb;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mwbench.contract.BenchmarkService;

/**
 * The service each started server serves, by the server's id: how a bean instance, which the
 * container makes with no arguments, finds the {@link BenchmarkService} its server was given.
 * Each server deploys the bean under a name of its own, with its id as an environment entry
 * ({@link BenchmarkBean#SERVER_ENTRY}); the entry is added at start and removed at close.
 */
final class ServedServices {
    private static final Map<String, BenchmarkService> SERVICES = new ConcurrentHashMap<>();

    private ServedServices() {
    }

    static void put(String serverId, BenchmarkService service) {
        SERVICES.put(serverId, service);
    }

    static void remove(String serverId) {
        SERVICES.remove(serverId);
    }

    /** @throws IllegalStateException when no running server has that id (a bean outliving its server) */
    static BenchmarkService get(String serverId) {
        BenchmarkService service = SERVICES.get(serverId);
        if (service == null) {
            throw new IllegalStateException("no running ejb-openejb server has the id " + serverId);
        }
        return service;
    }
}
