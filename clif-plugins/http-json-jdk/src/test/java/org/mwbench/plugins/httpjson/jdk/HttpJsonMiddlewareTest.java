package org.mwbench.plugins.httpjson.jdk;

import java.io.IOException;
import java.net.http.HttpTimeoutException;
import org.mwbench.contract.middleware.MiddlewareTestKit;
import org.mwbench.servers.httpjson.HttpJsonCallException;

/** The conformance kit every middleware passes, against the JDK's HTTP server on loopback. */
class HttpJsonMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "http-json-jdk";
    }

    @Override
    protected String serverProtocol() {
        return "http-json";
    }

    @Override
    protected Class<? extends Exception> timeoutException() {
        return HttpTimeoutException.class;
    }

    @Override
    protected Class<? extends Exception> serviceFailureException() {
        return HttpJsonCallException.class;
    }

    @Override
    protected Class<? extends Exception> closedServerException() {
        return IOException.class;
    }
}
