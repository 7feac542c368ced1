package org.mwbench.plugins.corba.glassfish;

import java.util.Map;
import org.mwbench.servers.corba.ChildJvmWireBytesKit;
import org.mwbench.servers.corba.glassfish.GlassfishOrb;

/** The bytes on the wire of a connection with counting sockets, against a server in a child JVM. */
class CorbaGlassfishWireBytesTest extends ChildJvmWireBytesKit {
    @Override
    protected String protocol() {
        return "corba-glassfish";
    }

    @Override
    protected Map<String, String> countingOptions() {
        return Map.of(GlassfishOrb.SOCKET_TYPE, "socket");
    }
}
