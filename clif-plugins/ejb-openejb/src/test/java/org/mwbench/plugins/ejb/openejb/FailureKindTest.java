package org.mwbench.plugins.ejb.openejb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.ConnectException;
import java.rmi.RemoteException;
import javax.ejb.EJBException;
import org.junit.jupiter.api.Test;

/** A failed call's kind: the root cause of openejb-client's EJBException, the class of anything else. */
class FailureKindTest {
    private final OpenEjbClient client = new OpenEjbClient();

    @Test
    void anEjbExceptionIsNamedByItsRootCause() {
        EJBException wrapped = new EJBException(new RemoteException("Unable to connect", new ConnectException("refused")));
        assertEquals("ConnectException", client.failureKind(wrapped));
        assertEquals("EJBException", client.failureKind(new EJBException("no cause")));
    }

    @Test
    void anythingElseIsNamedByItsClass() {
        assertEquals("IllegalArgumentException", client.failureKind(new IllegalArgumentException("above the limit",
                new IllegalStateException())));
    }
}
