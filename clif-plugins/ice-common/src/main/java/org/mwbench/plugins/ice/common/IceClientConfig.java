package org.mwbench.plugins.ice.common;

import com.zeroc.Ice.InitializationData;
import com.zeroc.Ice.Properties;
import com.zeroc.Ice.Util;
import java.util.Set;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.Middlewares;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.ice.IceServer;
import org.mwbench.servers.ice.SliceMapping;

/**
 * A client communicator's configuration, built from {@link ClientSettings} alone, on
 * properties of its own: nothing comes from the environment ({@code ICE_CONFIG}) or from
 * another communicator. The client's one option is {@code whitebox=true}.
 */
final class IceClientConfig {
    private final int callTimeoutMillis;
    private final boolean whiteBox;

    private IceClientConfig(int callTimeoutMillis, boolean whiteBox) {
        this.callTimeoutMillis = callTimeoutMillis;
        this.whiteBox = whiteBox;
    }

    static IceClientConfig from(ClientSettings settings) {
        Middlewares.requireKnownOptions(IceServer.PROTOCOL, settings.options(), Set.of(WhiteBox.OPTION));
        return new IceClientConfig(settings.callTimeoutMillis(), WhiteBox.requested(IceServer.PROTOCOL, settings.options()));
    }

    /** {@code whitebox=true}: the communicator's observer times each call ({@link WhiteBoxObserver}). */
    boolean whiteBox() {
        return whiteBox;
    }

    /** @param wire where the communicator's connections count their bytes on the wire */
    InitializationData initializationData(WireCounter wire) {
        Properties properties = Util.createProperties();
        // The proxy's invocation timeout bounds each call; connecting is bounded as well,
        // so that a host that never answers the TCP handshake fails as fast as a call does.
        properties.setProperty("Ice.Override.ConnectTimeout", Integer.toString(callTimeoutMillis));
        // Closing a connection (this client's, or the server's going away) must not wait
        // for Ice's 60 s default.
        properties.setProperty("Ice.Override.CloseTimeout", Integer.toString(callTimeoutMillis));
        // Active connection management would close the connection after 60 s idle, and the
        // reconnection would be measured in the next call: the connection lives until close().
        properties.setProperty("Ice.ACM.Client.Close", "0");
        properties.setProperty("Ice.ACM.Client.Heartbeat", "0");
        // Without it, a ServiceFailure arrives as an UnknownUserException.
        SliceMapping.configure(properties);
        InitializationData init = new InitializationData();
        init.properties = properties;
        // Ice finds generated classes by name (ServiceFailure); this plugin's loader holds
        // them, the thread's context loader may not, or may hold another copy.
        init.classLoader = IceClientConfig.class.getClassLoader();
        // Off, the plain observer: Ice asks it for an invocation observer per call and gets null.
        init.observer = whiteBox ? new WhiteBoxObserver(wire) : new WireObserver(wire);
        return init;
    }
}
