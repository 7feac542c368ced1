package org.mwbench.plugins.corba.openjdk;

import org.mwbench.servers.corba.CorbaInteropKit;

/** An OpenJDK ORB client against a JacORB server. */
class OpenJdkAgainstJacorbTest extends CorbaInteropKit {
    OpenJdkAgainstJacorbTest() {
        super(new OpenJdkClient(), ServerOrb.JACORB);
    }
}
