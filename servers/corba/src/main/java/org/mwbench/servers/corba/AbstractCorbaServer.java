package org.mwbench.servers.corba;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerOptions;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.servers.corba.whitebox.WhiteBoxServerInitializer;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/**
 * Serves the benchmark IDL with one ORB: an ORB instance of its own per server, the servant
 * activated in the root POA (transient object, system id), and its stringified IOR as the
 * endpoint. An ORB's module subclasses it with the protocol's name and its {@link OrbFlavour},
 * given to the constructor; it may take options of its own and publish the reference
 * differently (a naming service).
 */
public abstract class AbstractCorbaServer implements MiddlewareServer {
    private final String protocol;
    private final OrbFlavour flavour;

    /**
     * @param protocol the protocol's name, as plans and {@code server --list} give it
     * @param flavour  the ORB this server runs
     */
    protected AbstractCorbaServer(String protocol, OrbFlavour flavour) {
        this.protocol = protocol;
        this.flavour = flavour;
    }

    @Override
    public final String protocol() {
        return protocol;
    }

    /** The ORB this server runs. */
    protected final OrbFlavour flavour() {
        return flavour;
    }

    /** The flags (true or false, false when absent: {@code Middlewares.flag}) this ORB's server takes besides the knobs; none by default. */
    protected Set<String> knownOptions() {
        return Set.of();
    }

    /** The server ORB's properties: the flavour's, for the address and port to listen on. */
    protected Properties serverProperties(ServerSettings settings) {
        return flavour().serverProperties(settings.bindAddress(), settings.port());
    }

    /**
     * Where clients find the object, on one line: its stringified IOR by default, which every
     * ORB and tool reads, carries the bind address and port, and needs no naming service.
     *
     * @throws Exception the ORB's own exception if the reference cannot be published
     */
    protected String publish(ORB orb, POA rootPoa, org.omg.CORBA.Object reference, ServerSettings settings)
            throws Exception {
        return orb.object_to_string(reference);
    }

    /**
     * The knobs, this server's own options as given, then every property the server ORB was
     * given, by name: the ORB's own names for what it runs with.
     */
    private Map<String, String> configuration(ServerOptions options, ServerSettings settings, Properties properties,
                                              boolean whiteBox) {
        Map<String, String> configuration = options.configuration();
        for (String option : knownOptions()) {
            configuration.put(option, options.text(option, "false"));
        }
        if (whiteBox) {
            configuration.put(WhiteBox.OPTION, "on: a portable server interceptor, its time in service context 0x"
                    + Integer.toHexString(WhiteBox.SERVICE_CONTEXT_ID));
        }
        Map<String, String> orbProperties = new TreeMap<>();
        for (String name : properties.stringPropertyNames()) {
            orbProperties.put(name, properties.getProperty(name));
        }
        configuration.putAll(orbProperties);
        return ServerOptions.frozen(configuration);
    }

    @Override
    public final ServerHandle start(ServerSettings settings, BenchmarkService service) throws Exception {
        OrbFlavour flavour = flavour();
        ServerOptions options = options(settings.options());
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        Properties properties = serverProperties(settings);
        properties.putAll(flavour.knobProperties(options));
        if (whiteBox) {
            // off, the ORB is made without the initializer: no interceptor at all
            properties.setProperty(WhiteBoxServerInitializer.PROPERTY, "");
        }
        ORB orb = Orbs.init(flavour, properties);
        try {
            POA rootPoa = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            // Creating the reference opens the ORB's listener where it is lazy, so that a busy
            // port fails here, with the ORB's message, and not on the first call.
            org.omg.CORBA.Object reference = rootPoa.servant_to_reference(new BenchmarkServant(service));
            rootPoa.the_POAManager().activate();
            return new RunningCorbaServer(flavour, orb, publish(orb, rootPoa, reference, settings),
                    configuration(options, settings, properties, whiteBox));
        } catch (Exception | Error e) {
            Orbs.destroy(flavour, orb);
            throw e;
        }
    }

    /** The ORB's knobs ({@link OrbFlavour#serverKnobs}), this server's own options and {@code whitebox}. */
    private ServerOptions options(Map<String, String> given) {
        return flavour().serverKnobs(ServerOptions.of(protocol(), given))
                .options(knownOptions().toArray(new String[0]))
                .options(WhiteBox.OPTION)
                .read();
    }

    /** Its knobs as {@link #start} declares them, read from no options. */
    @Override
    public final ServerOptions knobs() {
        return options(Map.of());
    }

    /** It takes the option {@code whitebox=true}: the server's part of white-box timing. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }
}
