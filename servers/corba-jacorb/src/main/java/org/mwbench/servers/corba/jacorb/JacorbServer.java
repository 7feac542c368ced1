package org.mwbench.servers.corba.jacorb;

import java.util.Properties;
import java.util.Set;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.servers.corba.AbstractCorbaServer;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;

/**
 * The benchmark IDL served by JacORB. Its endpoint is the object's IOR, or, with the option
 * {@code naming=true}, a {@code corbaname::host:port#mwbench.BenchmarkService} URL resolved
 * through a JacORB naming service that runs in the server's own ORB and port.
 */
public final class JacorbServer extends AbstractCorbaServer {
    public static final String PROTOCOL = "corba-jacorb";
    /** {@code naming=true}: bind the object in an in-process naming service. */
    public static final String NAMING = "naming";

    public JacorbServer() {
        super(PROTOCOL, new JacorbOrb());
    }

    @Override
    protected Set<String> knownOptions() {
        return Set.of(NAMING);
    }

    @Override
    protected Properties serverProperties(ServerSettings settings) {
        Properties properties = super.serverProperties(settings);
        if (naming(settings)) {
            properties.putAll(InProcessNameServer.serverProperties());
        }
        return properties;
    }

    @Override
    protected String publish(ORB orb, POA rootPoa, org.omg.CORBA.Object reference, ServerSettings settings)
            throws Exception {
        if (!naming(settings)) {
            return super.publish(orb, rootPoa, reference, settings);
        }
        return InProcessNameServer.start(orb, rootPoa).bind(BenchmarkService.NAME, reference, settings.bindAddress());
    }
    private static boolean naming(ServerSettings settings) {
        return org.mwbench.contract.middleware.Middlewares.flag(PROTOCOL, settings.options(), NAMING, false);
    }
}
