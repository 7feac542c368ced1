package org.mwbench.servers.rmi;

import java.rmi.RemoteException;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * The remote object: forwards each call to the service it was given. Unchecked exceptions
 * and remote ones pass through as RMI carries them; another checked one, which
 * {@link RemoteBenchmark} cannot declare, travels as the cause of a {@link RemoteException}.
 * The RMI-IIOP server exports this same servant, over IIOP.
 */
public final class BenchmarkServant implements RemoteBenchmark {
    private final BenchmarkService service;

    public BenchmarkServant(BenchmarkService service) {
        this.service = service;
    }

    @Override
    public void ping() throws RemoteException {
        try {
            service.ping();
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long stamp(long t) throws RemoteException {
        try {
            return service.stamp(t);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public String getString(int n) throws RemoteException {
        try {
            return service.getString(n);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data2[] getItems(int n) throws RemoteException {
        try {
            return service.getItems(n);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3 getCustomer(String id) throws RemoteException {
        try {
            return service.getCustomer(id);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) throws RemoteException {
        try {
            return service.getCustomers(salesRep, n);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public byte[] echoBytes(byte[] data) throws RemoteException {
        try {
            return service.echoBytes(data);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public short[] echoShorts(short[] data) throws RemoteException {
        try {
            return service.echoShorts(data);
        } catch (RemoteException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw failed(e);
        }
    }

    @Override
    public long cube(long x) throws RemoteException {
        try {
            return service.cube(x);
        } catch (RemoteException | RuntimeException e) {
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
