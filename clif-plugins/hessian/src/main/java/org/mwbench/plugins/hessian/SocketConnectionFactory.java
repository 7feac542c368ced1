package org.mwbench.plugins.hessian;

import com.caucho.hessian.client.HessianConnection;
import com.caucho.hessian.client.HessianConnectionFactory;
import com.caucho.hessian.client.HessianProxyFactory;
import java.net.URL;
import org.mwbench.servers.hessian.HessianEndpoint;

/**
 * Hessian's transport for one mwbench connection: each call a {@link SocketHessianConnection} on the
 * connection's {@link SocketPool} of keep-alive sockets, which count every byte and bound every
 * wait by the call timeout. In place of Hessian's {@code HessianURLConnectionFactory}, whose
 * {@code HttpURLConnection} sockets can be neither counted nor bounded as a whole call, and which
 * disconnects after every call ({@code destroy()}), so each call would open a TCP connection.
 */
final class SocketConnectionFactory implements HessianConnectionFactory {
    private final HessianEndpoint endpoint;
    private final SocketPool pool;
    private final long timeoutNanos;
    private final boolean whiteBox;

    SocketConnectionFactory(HessianEndpoint endpoint, SocketPool pool, long timeoutNanos, boolean whiteBox) {
        this.endpoint = endpoint;
        this.pool = pool;
        this.timeoutNanos = timeoutNanos;
        this.whiteBox = whiteBox;
    }

    /** Nothing to take from the proxy factory: the timeouts and the pool are the connection's. */
    @Override
    public void setHessianProxyFactory(HessianProxyFactory factory) {
    }

    /** A call to {@code url}, which is the endpoint's (the proxy was made for it). */
    @Override
    public HessianConnection open(URL url) {
        return new SocketHessianConnection(this);
    }

    SocketPool pool() {
        return pool;
    }

    long timeoutNanos() {
        return timeoutNanos;
    }

    boolean whiteBox() {
        return whiteBox;
    }

    String path() {
        return HessianEndpoint.PATH;
    }

    String hostHeader() {
        return endpoint.hostHeader();
    }
}
