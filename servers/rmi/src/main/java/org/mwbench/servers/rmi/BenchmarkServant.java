package org.mwbench.servers.rmi;

import java.rmi.RemoteException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The remote object: forwards each call to the service it was given. Unchecked exceptions
 * pass through as RMI carries them; a checked one, which {@link RemoteBenchmark} cannot
 * declare, travels as the cause of a {@link RemoteException}.
 */
final class BenchmarkServant implements RemoteBenchmark {
    private final BenchmarkService service;

    BenchmarkServant(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping() throws RemoteException {
        try {
            service.ping();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long stamp(long t) throws RemoteException {
        try {
            return service.stamp(t);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public String getString(int n) throws RemoteException {
        try {
            return service.getString(n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data2[] getItems(int n) throws RemoteException {
        try {
            return service.getItems(n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) throws RemoteException {
        try {
            return service.getCustomer(id);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws RemoteException {
        try {
            return service.getCustomers(salesRep, n);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) throws RemoteException {
        try {
            return service.echoBytes(data);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long cube(long x) throws RemoteException {
        try {
            return service.cube(x);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    private static RemoteException failed(Exception e) {
        return e instanceof RemoteException ? (RemoteException) e
                : new RemoteException("the benchmark service threw " + e, e);
    }
}
