package org.mwbench.servers.corba;

import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.servers.corba.mwbench.BenchmarkService;
import org.mwbench.servers.corba.mwbench.BenchmarkServiceHelper;
import org.omg.CORBA.ORB;

/**
 * Calls the benchmark IDL with one ORB: each {@link #connect} creates an ORB instance of its
 * own (ORB instances are heavy: threads, a connection cache, but independent), resolves the
 * endpoint (an IOR, a {@code corbaloc:} or a {@code corbaname:} URL, whatever the ORB's
 * {@code string_to_object} reads), bounds every call by the call timeout, and narrows the
 * reference, which asks the server once ({@code _is_a}) whether it is the benchmark: an
 * unreachable or wrong endpoint fails here rather than on the first measured call. An ORB's
 * client module subclasses it with the protocol's name and its {@link OrbFlavour}.
 *
 * <p>Calls are bounded by the ORB's own properties ({@link OrbFlavour#clientProperties}).
 * The option {@value #ROUNDTRIP_POLICY}{@code =true} also sets the standard CORBA Messaging
 * {@code RelativeRoundtripTimeoutPolicy} on the reference, to measure what it costs: JacORB
 * honours it by starting a timer thread per call; GlassFish and the OpenJDK ORB refuse it
 * ({@code PolicyError} at connect).
 */
public abstract class CorbaClient implements MiddlewareClient {
    /** {@code roundtrip-policy=true}: bound calls with the Messaging policy too. */
    public static final String ROUNDTRIP_POLICY = "roundtrip-policy";

    /** The ORB this client runs. */
    protected abstract OrbFlavour flavour();

    @Override
    public final BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of(ROUNDTRIP_POLICY));
        boolean roundtripPolicy = Flags.flag(protocol(), settings.options(), ROUNDTRIP_POLICY);
        OrbFlavour flavour = flavour();
        ORB orb = Orbs.init(flavour, flavour.clientProperties(settings.callTimeout()));
        try {
            org.omg.CORBA.Object target = orb.string_to_object(endpoint.trim());
            if (roundtripPolicy) {
                target = RoundtripTimeout.override(orb, target, settings.callTimeout());
            }
            BenchmarkService stub = BenchmarkServiceHelper.narrow(target);
            return new CorbaConnection(flavour, orb, stub);
        } catch (Exception | Error e) {
            Orbs.destroy(flavour, orb);
            throw e;
        }
    }
}
