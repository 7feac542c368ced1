package org.mwbench.plugins.corba.jacorb;

import org.mwbench.servers.corba.CorbaInteropKit;

/** A JacORB client against a GlassFish server: the interoperability check of two ORBs. */
class JacorbAgainstGlassfishTest extends CorbaInteropKit {
    JacorbAgainstGlassfishTest() {
        super(new JacorbClient(), ServerOrb.GLASSFISH);
    }
}
