package org.mwbench.plugins.corba.jacorb;

import org.mwbench.servers.corba.ChildJvmWireBytesKit;

/** The bytes on the wire of a connection, against a server in a child JVM. */
class CorbaJacorbWireBytesTest extends ChildJvmWireBytesKit {
    @Override
    protected String protocol() {
        return "corba-jacorb";
    }
}
