package org.mwbench.platform.security;

import java.rmi.Remote;
import java.rmi.RemoteException;

/** A callback the client exports and passes to the server, as the supervisor does with its listeners. */
public interface Greeter extends Remote {

    String greet(String name) throws RemoteException;
}
