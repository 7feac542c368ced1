package org.mwbench.plugins.thrift.compact;

import org.apache.thrift.transport.TTransportException;
import org.mwbench.contract.middleware.MiddlewareTestKit;
import org.mwbench.servers.thrift.generated.ServiceFailure;

/** The conformance kit every middleware passes, compact protocol, against a real TThreadPoolServer on loopback. */
class ThriftCompactMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "thrift-compact";
    }

    @Override
    protected String serverProtocol() {
        return "thrift";
    }

    @Override
    protected Class<? extends Exception> timeoutException() {
        return TTransportException.class;
    }

    @Override
    protected Class<? extends Exception> serviceFailureException() {
        return ServiceFailure.class;
    }

    @Override
    protected Class<? extends Exception> closedServerException() {
        return TTransportException.class;
    }
}
