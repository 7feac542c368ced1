package org.mwbench.servers.ejb.openejb;

import javax.ejb.EJBException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The stateless session bean: forwards each call to its server's service. It carries no
 * annotation; {@link BeanDeployment} declares it (its name, its remote business interface, its
 * environment entry), so that the container deploys it once per server and never finds it by
 * scanning.
 *
 * <p>The service's own refusals ({@link IllegalArgumentException}, such as a size above the
 * contract's limits) are declared application exceptions: the client gets them as they were
 * thrown and the container keeps the instance, as it would for an exception the bean's
 * interface declared. Any other exception is a system exception, which the container logs,
 * wraps in an {@link EJBException} and answers with, discarding the instance, as EJB says.
 */
public final class BenchmarkBean implements EjbBenchmark {
    /** The environment entry that holds the bean's server id, injected into {@link #serverId}. */
    static final String SERVER_ENTRY = "mwbench/server";

    /** Injected by the container from {@link #SERVER_ENTRY} (see {@link BeanDeployment}). */
    private String serverId;
    private BenchmarkService service;

    private BenchmarkService service() {
        BenchmarkService found = service;
        if (found == null) {
            found = ServedServices.get(serverId);
            service = found; // a pooled instance serves one call at a time
        }
        return found;
    }

    @Override
    public void ping() {
        try {
            service().ping();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public long stamp(long t) {
        try {
            return service().stamp(t);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public String getString(int n) {
        try {
            return service().getString(n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public Data2[] getItems(int n) {
        try {
            return service().getItems(n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) {
        try {
            return service().getCustomer(id);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        try {
            return service().getCustomers(salesRep, n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        try {
            return service().echoBytes(data);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) {
        try {
            return service().echoShorts(data);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }

    @Override
    public long cube(long x) {
        try {
            return service().cube(x);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new EJBException(e);
        }
    }
}
