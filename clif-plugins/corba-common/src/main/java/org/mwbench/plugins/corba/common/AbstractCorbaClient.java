package org.mwbench.plugins.corba.common;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireBytes;
import org.mwbench.servers.corba.OrbFlavour;
import org.mwbench.servers.corba.Orbs;
import org.mwbench.servers.corba.mwbench.BenchmarkService;
import org.mwbench.servers.corba.mwbench.BenchmarkServiceHelper;
import org.mwbench.servers.corba.whitebox.WhiteBoxClientInitializer;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;

/**
 * Calls the benchmark IDL with one ORB: each {@link #connect} creates an ORB instance of its
 * own (ORB instances are heavy: threads, a connection cache, but independent), resolves the
 * endpoint (an IOR, a {@code corbaloc:} or a {@code corbaname:} URL, whatever the ORB's
 * {@code string_to_object} reads), bounds every call by the call timeout, narrows the
 * reference (a remote {@code _is_a} only when the reference's type id is not the
 * benchmark's), and asks the server whether the object exists ({@code _non_existent}), which
 * opens the connection: an unreachable or wrong endpoint fails here rather than on the first
 * measured call, which does not pay for the connection either. Its connections count their
 * bytes on the wire ({@code WireBytes}) with the ORB's own socket factory where the ORB's
 * client can ({@link OrbFlavour#clientWireBytes}). An ORB's client module subclasses it with
 * the protocol's name and its {@link OrbFlavour}, which may add options of its own.
 *
 * <p>Calls are bounded by the ORB's own properties ({@link OrbFlavour#clientProperties}).
 * The option {@value #ROUNDTRIP_POLICY}{@code =true} also sets the standard CORBA Messaging
 * {@code RelativeRoundtripTimeoutPolicy} on the reference, to measure what it costs: JacORB
 * honours it by starting a timer thread per call; GlassFish and the OpenJDK ORB refuse it
 * ({@code PolicyError} at connect).
 */
public abstract class AbstractCorbaClient implements MiddlewareClient {
    /** {@code roundtrip-policy=true}: bound calls with the Messaging policy too. */
    public static final String ROUNDTRIP_POLICY = "roundtrip-policy";

    /** OMG's vendor minor codeset id (VMCID), in the upper 20 bits of a standard minor code. */
    private static final int OMG_VMCID = 0x4F4D0000;
    private static final int VMCID_MASK = 0xFFFFF000;

    /** The ORB this client runs. */
    protected abstract OrbFlavour flavour();

    /**
     * A CORBA system exception's kind is its class and its minor code: {@code COMM_FAILURE}
     * alone covers a refused connect, a reply that timed out and a dropped connection, which only
     * the minor code tells apart, as {@code COMM_FAILURE (OMG minor 1)} for OMG's standard codes
     * and {@code COMM_FAILURE (minor 0x53550c9)} for an ORB's own.
     */
    @Override
    public String failureKind(Throwable failure) {
        if (failure instanceof SystemException system) {
            String name = failure.getClass().getSimpleName();
            return (system.minor & VMCID_MASK) == OMG_VMCID
                    ? name + " (OMG minor " + (system.minor & ~VMCID_MASK) + ")"
                    : name + " (minor 0x" + Integer.toHexString(system.minor) + ")";
        }
        return MiddlewareClient.super.failureKind(failure);
    }

    /** Whether {@code failure} is OMG's standard minor code {@code minor} of a system exception. */
    protected static boolean isOmgMinor(SystemException failure, int minor) {
        return failure.minor == (OMG_VMCID | minor);
    }

    /** Portable interceptors ({@link WhiteBoxClientInitializer}), with {@code whitebox=true}. */
    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public final BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        OrbFlavour flavour = flavour();
        Set<String> known = new HashSet<>(flavour.clientOptions());
        known.add(ROUNDTRIP_POLICY);
        known.add(WhiteBox.OPTION);
        Middlewares.requireKnownOptions(protocol(), settings.options(), known);
        boolean roundtripPolicy = org.mwbench.contract.middleware.Middlewares.flag(protocol(), settings.options(), ROUNDTRIP_POLICY, false);
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        java.util.Properties properties = flavour.clientProperties(settings);
        if (whiteBox) {
            // off, the ORB is made without the initializer: no interceptor at all
            properties.setProperty(WhiteBoxClientInitializer.PROPERTY, "");
        }
        ORB orb = Orbs.init(flavour, properties);
        try {
            // Before any connection: JacORB makes its socket factory, by name, on first use.
            Optional<WireBytes> wire = Orbs.inFlavourLoader(flavour, () -> flavour.clientWireBytes(orb));
            org.omg.CORBA.Object target = orb.string_to_object(endpoint.trim());
            if (roundtripPolicy) {
                target = RoundtripTimeout.override(orb, target, settings.callTimeout());
            }
            BenchmarkService stub = BenchmarkServiceHelper.narrow(target);
            // narrow believes the type id in the reference and asks nobody: this call opens the
            // connection, and sends what an ORB sends once per connection (GlassFish its
            // CodeBase IOR), before the first measured call.
            if (stub._non_existent()) {
                throw new OBJECT_NOT_EXIST("the server at the endpoint has no such object: " + endpoint.trim());
            }
            return new CorbaConnection(flavour, orb, stub, wire, whiteBox);
        } catch (Exception | Error e) {
            Orbs.destroy(flavour, orb);
            throw e;
        }
    }

    /**
     * True: one ORB's GIOP connection carries concurrent requests, each matched to its reply by
     * request id (every ORB here, and JacORB calling omniORB for {@code corba-omniorb}).
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
