package org.mwbench.plugins.dubbo.common;

import java.util.Map;
import java.util.Set;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.rpc.RpcException;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.dubbo.DubboBenchmark;
import org.mwbench.servers.dubbo.DubboEndpoint;
import org.mwbench.servers.dubbo.DubboFramework;
import org.mwbench.servers.dubbo.DubboWire;
import org.mwbench.servers.dubbo.transport.ExactAddressTransporter;

/**
 * The Dubbo client of one protocol: each connection is a {@link ReferenceConfig} with the server's
 * direct URL (no registry), in a {@link DubboFramework} of its own, so that it has its own TCP
 * connection. The call timeout is the reference's {@code timeout} (per call) and its
 * {@code connect.timeout}; retries are 0, so a failed call is not sent again; {@code check=true}
 * connects in {@code connect} and fails there when the server is unreachable.
 */
public abstract class AbstractDubboClient implements MiddlewareClient {
    private final DubboWire wire;

    protected AbstractDubboClient(DubboWire wire) {
        this.wire = wire;
    }

    @Override
    public final String protocol() {
        return wire.protocol();
    }

    /** A connection multiplexes concurrent calls (request ids, HTTP/2 streams). */
    @Override
    public boolean multiplexesCalls() {
        return true;
    }

    @Override
    public boolean hasWhiteBoxHooks() {
        return true;
    }

    /** The dubbo protocol's frames are counted by its codec; triple's HTTP/2 frames have no hook (README). */
    @Override
    public boolean countsWireBytes() {
        return wire == DubboWire.DUBBO;
    }

    /**
     * Dubbo raises {@code RpcException} for every kind of failure; its code tells them apart:
     * {@code RpcException (TIMEOUT)}, {@code RpcException (NETWORK)}, ...
     */
    @Override
    public String failureKind(Throwable failure) {
        if (failure instanceof RpcException rpc) {
            return RpcFailureCodes.kind(rpc.getCode());
        }
        return failure.getClass().getSimpleName();
    }

    @Override
    public BenchmarkConnection connect(String endpoint, ClientSettings settings) throws Exception {
        Middlewares.requireKnownOptions(protocol(), settings.options(), Set.of(WhiteBox.OPTION));
        boolean whiteBox = WhiteBox.requested(protocol(), settings.options());
        DubboEndpoint target = DubboEndpoint.parse(wire, endpoint);
        ReferenceConfig<DubboBenchmark> reference = new ReferenceConfig<>();
        reference.setInterface(DubboBenchmark.class);
        reference.setUrl(target.toString());
        reference.setTimeout(settings.callTimeoutMillis());
        reference.setRetries(0);
        reference.setCheck(true);
        reference.setClient(ExactAddressTransporter.NAME); // dials the endpoint's address, not the host's (ExactAddress)
        Map<String, String> parameters = new java.util.HashMap<>();
        parameters.put("connect.timeout", Integer.toString(settings.callTimeoutMillis()));
        WireCounter counter = countsWireBytes() ? new WireCounter() : null;
        String counterId = counter == null ? null : CountingCodec.register(counter);
        if (counterId != null) {
            parameters.put(CountingCodec.COUNTER_KEY, counterId);
        }
        reference.setParameters(parameters);
        if (whiteBox) {
            reference.setFilter(WhiteBoxConsumerFilter.NAME); // off, no filter of ours on the call path
        }
        DubboFramework framework;
        try {
            framework = DubboFramework.start("mwbench-" + protocol() + "-client", bootstrap -> bootstrap.reference(reference));
        } catch (Exception | Error e) {
            forget(counterId);
            throw e;
        }
        try {
            return new DubboConnection(framework, reference.get(), counter, counterId, whiteBox);
        } catch (RuntimeException | Error e) {
            framework.close();
            forget(counterId);
            throw e;
        }
    }

    private static void forget(String counterId) {
        if (counterId != null) {
            CountingCodec.unregister(counterId);
        }
    }
}
