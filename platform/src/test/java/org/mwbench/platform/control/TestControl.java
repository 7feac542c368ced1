package org.mwbench.platform.control;

import java.rmi.RemoteException;

/** The control interface the channel tests call: one operation per behaviour under test. */
public interface TestControl {

    String echo(String text) throws RemoteException;

    int length(byte[] bytes) throws RemoteException;

    byte[] bytes(int length) throws RemoteException;

    void failDeclared(String message) throws TestControlException, RemoteException;

    void failUndeclared(String message) throws RemoteException;

    void sleep(long millis) throws RemoteException;

    /** How many operations ran, this one excluded: what an attack made the callee do. */
    int executed() throws RemoteException;
}
