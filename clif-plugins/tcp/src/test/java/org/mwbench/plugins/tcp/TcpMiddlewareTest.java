package org.mwbench.plugins.tcp;

import java.net.SocketTimeoutException;
import org.mwbench.contract.middleware.MiddlewareTestKit;
import org.mwbench.servers.tcp.TcpCallException;

/** The conformance kit every middleware passes, against a real raw-TCP server on loopback. */
class TcpMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "tcp";
    }

    @Override
    protected Class<? extends Exception> timeoutException() {
        return SocketTimeoutException.class;
    }

    @Override
    protected Class<? extends Exception> serviceFailureException() {
        return TcpCallException.class;
    }
}
