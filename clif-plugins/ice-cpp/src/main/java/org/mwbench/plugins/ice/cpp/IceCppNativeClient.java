package org.mwbench.plugins.ice.cpp;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.NativeLoopClient;
import org.mwbench.servers.ice.cpp.IceCppServer;
import org.mwbench.servers.nativechild.NativeProgram;

/**
 * The native Ice C++ client ({@code mwbench-ice-client}, servers/ice-cpp's {@code client.cpp}): a
 * C++ program that runs the whole benchmark loop against any Ice server of the benchmark Slice,
 * given its proxy string: Ice C++→Ice C++, Ice C++→Ice Java.
 */
public final class IceCppNativeClient implements NativeLoopClient {
    public static final String NAME = IceCppServer.PROTOCOL + "-native";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> command() throws IOException {
        return List.of(NativeProgram.of(IceCppServer.class, IceCppServer.CLIENT_PROGRAM).toString());
    }

    @Override
    public Map<String, String> rowsByServer() {
        return Map.of(IceCppServer.PROTOCOL, "IceC++→IceC++");
    }
}
