package org.mwbench.plugins.rmiiiop;

import java.util.Properties;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.servers.corba.whitebox.WhiteBoxClientInitializer;
import org.mwbench.servers.glassfish.sockets.ClientConnects;

/** The GlassFish ORB properties of a client: its call timeout and connects ({@link ClientConnects}), and its host. */
final class ClientOrbProperties {
    /**
     * The client listens nowhere; naming the loopback spares ORB.init a look-up of the
     * host's own name (GlassFish resolves it when no server host is given).
     */
    static final String SERVER_HOST = "com.sun.corba.ee.ORBServerHost";

    private ClientOrbProperties() {
    }

    static Properties of(ClientSettings settings, ClientOptions options) {
        Properties properties = ClientConnects.properties(settings, options.countsWireBytes());
        properties.setProperty(SERVER_HOST, "127.0.0.1");
        if (options.whiteBox()) {
            // off, the ORB is made without the initializer: no interceptor at all
            properties.setProperty(WhiteBoxClientInitializer.PROPERTY, "");
        }
        return properties;
    }
}
