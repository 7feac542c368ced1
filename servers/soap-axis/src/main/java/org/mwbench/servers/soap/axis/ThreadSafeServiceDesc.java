package org.mwbench.servers.soap.axis;

import javax.xml.namespace.QName;
import org.apache.axis.description.JavaServiceDesc;
import org.apache.axis.description.OperationDesc;

/**
 * Axis 1.4's service description, with the one method that breaks under concurrent calls on
 * today's JDKs made {@code synchronized}. For every request, {@code getOperationsByQName}
 * sorts the service's shared list of an operation's overloads in place. Up to Java 7 sorting
 * did not count as a modification; since Java 8, {@code ArrayList.sort} always does, so two
 * requests for the same operation at once make one of them fail with a
 * {@link java.util.ConcurrentModificationException} (seen as a SOAP fault by the client).
 * The lock is held for the sort of a one-element list: the cost of correctness, not Axis's.
 */
final class ThreadSafeServiceDesc extends JavaServiceDesc {
    private static final long serialVersionUID = 1L;

    @Override
    public synchronized OperationDesc[] getOperationsByQName(QName name) {
        return super.getOperationsByQName(name);
    }
}
