package org.mwbench.plugins.ice.common;

import com.zeroc.Ice.Communicator;
import com.zeroc.Ice.Util;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.ice.mwbench.BenchmarkPrx;

/**
 * Connects to an Ice server from its proxy string ({@code mwbench:tcp -h 127.0.0.1 -p 4061}):
 * each connection has a communicator of its own and a proxy checked with {@code ice_isA},
 * which opens the TCP connection, so that the first measured call does not pay for it. The
 * communicator's observer counts the connection's bytes on the wire ({@link WireObserver}).
 *
 * <p>It lives with the Slice, as CORBA's and gRPC's clients live with their wire definitions, so
 * that every Ice protocol's plugin has it: {@code ice} (a Java server) and {@code ice-cpp} (the C++
 * server), each plugin a subclass naming its protocol.
 */
public abstract class AbstractIceClient implements MiddlewareClient {
    private final String protocol;

    protected AbstractIceClient(String protocol) {
        this.protocol = protocol;
    }

    @Override
    public final String protocol() {
        return protocol;
    }

    /** Ice's instrumentation observers ({@link WhiteBoxObserver}), with {@code whitebox=true}; no server part. */
    @Override
    public final boolean hasWhiteBoxHooks() {
        return true;
    }

    @Override
    public final BenchmarkConnection connect(String endpoint, ClientSettings settings) {
        WireCounter wire = new WireCounter();
        IceClientConfig config = IceClientConfig.from(settings);
        Communicator communicator = Util.initialize(config.initializationData(wire));
        try {
            // Every invocation through this proxy, ice_isA included, is bounded by the call timeout.
            BenchmarkPrx proxy = BenchmarkPrx.checkedCast(
                    communicator.stringToProxy(endpoint).ice_invocationTimeout(settings.callTimeoutMillis()));
            if (proxy == null) {
                throw new IllegalArgumentException("the Ice object at '" + endpoint + "' is not a "
                        + BenchmarkPrx.ice_staticId());
            }
            return new IceConnection(communicator, proxy, wire, config.whiteBox());
        } catch (RuntimeException e) {
            communicator.destroy();
            throw e;
        }
    }

    /**
     * True: one communicator's connection carries concurrent requests, each matched to its reply by
     * request id (also for {@code ice-cpp}, whose Java client this is).
     */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }
}
