package org.mwbench.plugins.ice.cpp;

import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.ice.IceServer;
import org.mwbench.servers.ice.cpp.IceCppServer;
import org.mwbench.servers.nativechild.NativeLoopKit;
import org.mwbench.servers.nativechild.RunningNativeServer;

/** The native Ice C++ client's loop: Ice C++→Ice C++, and Ice C++→Ice Java. */
class IceCppNativeLoopTest extends NativeLoopKit {
    @Override
    protected String nativeClient() {
        return IceCppNativeClient.NAME;
    }

    @Override
    protected RunningNativeServer startNativeServer() throws Exception {
        return (RunningNativeServer) new IceCppServer().start(ServerSettings.loopback(), new ReferenceService());
    }

    @Override
    protected ServerHandle startJavaServer() throws Exception {
        return new IceServer().start(ServerSettings.loopback(), new ReferenceService());
    }
}
