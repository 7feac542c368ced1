package org.mwbench.plugins.corba.omniorb;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.NativeLoopClient;
import org.mwbench.servers.corba.omniorb.OmniOrbServer;
import org.mwbench.servers.nativechild.NativeProgram;

/**
 * The native omniORB client ({@code mwbench-omniorb-client}, servers/corba-omniorb's
 * {@code client.cpp}): a C++ program that runs the whole benchmark loop against any CORBA
 * server of the benchmark IDL, given its IOR: omniORB→omniORB, omniORB→JacORB...
 */
public final class OmniOrbNativeClient implements NativeLoopClient {
    public static final String NAME = OmniOrbServer.PROTOCOL + "-native";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> command() throws IOException {
        return List.of(NativeProgram.of(OmniOrbServer.class, OmniOrbServer.CLIENT_PROGRAM).toString());
    }

    /** C++ against C++, then C++ against the Java ORB the CORBA papers measured most. */
    @Override
    public Map<String, String> rowsByServer() {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put(OmniOrbServer.PROTOCOL, "omniORB→omniORB");
        rows.put("corba-jacorb", "omniORB→JacORB");
        return rows;
    }
}
