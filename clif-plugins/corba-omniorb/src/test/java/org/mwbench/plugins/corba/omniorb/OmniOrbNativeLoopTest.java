package org.mwbench.plugins.corba.omniorb;

import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.jacorb.JacorbServer;
import org.mwbench.servers.corba.omniorb.OmniOrbServer;
import org.mwbench.servers.nativechild.NativeLoopKit;
import org.mwbench.servers.nativechild.RunningNativeServer;

/** The native omniORB client's loop: omniORB→omniORB, and omniORB→JacORB (a Java server). */
class OmniOrbNativeLoopTest extends NativeLoopKit {
    @Override
    protected String nativeClient() {
        return OmniOrbNativeClient.NAME;
    }

    @Override
    protected RunningNativeServer startNativeServer() throws Exception {
        return (RunningNativeServer) new OmniOrbServer().start(ServerSettings.loopback(), new ReferenceService());
    }

    @Override
    protected ServerHandle startJavaServer() throws Exception {
        return new JacorbServer().start(ServerSettings.loopback(), new ReferenceService());
    }
}
