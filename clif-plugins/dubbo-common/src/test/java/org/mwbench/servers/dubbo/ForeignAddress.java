package org.mwbench.servers.dubbo;

import org.mwbench.contract.Address;

/** An address of a class the contract does not have: Serializable, in the server's package. */
public class ForeignAddress extends Address {
    private static final long serialVersionUID = 1L;
}
