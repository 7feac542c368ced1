package org.mwbench.plugins.corba.openjdk;

import org.mwbench.servers.corba.ChildJvmWireBytesKit;

/** The bytes on the wire of a connection, against a server in a child JVM. */
class CorbaOpenJdkWireBytesTest extends ChildJvmWireBytesKit {
    @Override
    protected String protocol() {
        return "corba-openjdk";
    }
}
