package org.mwbench.servers.rmiiiop;

import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import javax.rmi.CORBA.Tie;
import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ContextLoader;
import org.mwbench.contract.middleware.RunningServer;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.servers.corba.whitebox.WhiteBoxServerInitializer;
import org.mwbench.servers.rmi.BenchmarkServant;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.Servant;

/**
 * A running RMI-IIOP server: its own ORB listening on the settings' address and port, and
 * the servant activated on the root POA through GlassFish's reflective tie. Its endpoint is the
 * stringified IOR ({@code IOR:} and hex digits, one line).
 */
final class RunningRmiIiopServer extends RunningServer {
    /**
     * The address the ORB listens on and writes into its IORs. A specific address makes
     * GlassFish bind to it alone; "0.0.0.0" binds all interfaces and advertises the host's
     * address.
     */
    static final String SERVER_HOST = "com.sun.corba.ee.ORBServerHost";
    /** The port of the ORB's one listener; 0 lets the system pick one. */
    static final String SERVER_PORT = "com.sun.corba.ee.ORBServerPort";

    private final ORB orb;
    private final BenchmarkServant servant;

    private RunningRmiIiopServer(ORB orb, BenchmarkServant servant, String endpoint, Map<String, String> configuration) {
        super(endpoint, configuration);
        this.orb = orb;
        this.servant = servant;
    }

    /** Must run in this module's class loader ({@link ContextLoader}, with {@link GlassFishOrb}'s). */
    static RunningRmiIiopServer start(ServerSettings settings, BenchmarkService service, Map<String, String> configuration,
                                      boolean whiteBox) throws Exception {
        Properties properties = new Properties();
        properties.setProperty(SERVER_HOST, settings.bindAddress());
        properties.setProperty(SERVER_PORT, Integer.toString(settings.port()));
        if (whiteBox) {
            // The CORBA servers' portable interceptor, GlassFish's ORB being theirs too; off, the
            // ORB is made without the initializer: no interceptor at all.
            properties.setProperty(WhiteBoxServerInitializer.PROPERTY, "");
            configuration.put(WhiteBox.OPTION, "on: a portable server interceptor, its time in service context 0x"
                    + Integer.toHexString(WhiteBox.SERVICE_CONTEXT_ID));
        }
        ORB orb = GlassFishOrb.init(properties);
        BenchmarkServant servant = new BenchmarkServant(service);
        try {
            // The root POA opens the listener: a busy port fails here, with the ORB's message.
            POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            // exportObject makes GlassFish's reflective tie (no rmic) and ties it to the servant.
            PortableRemoteObject.exportObject(servant);
            Tie tie = Util.getTie(servant);
            byte[] id = root.activate_object((Servant) tie);
            org.omg.CORBA.Object reference = root.id_to_reference(id);
            root.the_POAManager().activate();
            Map<String, String> orbProperties = new TreeMap<>();
            for (String name : properties.stringPropertyNames()) {
                orbProperties.put(name, properties.getProperty(name));
            }
            configuration.putAll(orbProperties);
            return new RunningRmiIiopServer(orb, servant, orb.object_to_string(reference), ServerOptions.frozen(configuration));
        } catch (Exception | Error e) {
            GlassFishOrb.unexport(servant);
            GlassFishOrb.destroy(orb);
            throw e;
        }
    }

    @Override
    protected void stop() {
        try {
            GlassFishOrb.unexport(servant);
        } finally {
            GlassFishOrb.destroy(orb);
        }
    }
}
