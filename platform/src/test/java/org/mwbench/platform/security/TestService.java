package org.mwbench.platform.security;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

/** The remote interface the RMI tests call; one method per kind of argument or behaviour under test. */
public interface TestService extends Remote {

    int count(List<String> items) throws RemoteException;

    Sample echo(Sample sample) throws RemoteException;

    /** Takes anything, so the client can try to slip in a class outside the allow-list. */
    String accept(Object value) throws RemoteException;

    /** Always throws IllegalStateException with the given message. */
    void fail(String message) throws RemoteException;

    String callBack(Greeter greeter, String name) throws RemoteException;

    /** A failure passed as an argument, as an agent reporting a blade error to a callback would. */
    String describe(Throwable failure) throws RemoteException;

    void sleep(long millis) throws RemoteException;

    /** Guarded like every real control call: the proof is checked before anything else happens. */
    String guarded(CallProof proof, String operation) throws RemoteException;
}
