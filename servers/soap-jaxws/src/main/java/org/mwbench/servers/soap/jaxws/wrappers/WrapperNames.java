package org.mwbench.servers.soap.jaxws.wrappers;

import org.mwbench.servers.soap.jaxws.SoapNames;

/** The namespace of the wrapper elements, the service's; their children are unqualified. */
final class WrapperNames {
    static final String NAMESPACE = SoapNames.NAMESPACE;

    private WrapperNames() {
    }
}
