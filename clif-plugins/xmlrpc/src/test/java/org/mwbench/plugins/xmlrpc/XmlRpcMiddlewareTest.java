package org.mwbench.plugins.xmlrpc;

import org.apache.xmlrpc.XmlRpcException;
import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real Apache XML-RPC WebServer on loopback. */
class XmlRpcMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "xmlrpc";
    }

    @Override
    protected Class<? extends Exception> timeoutException() {
        return XmlRpcException.class;
    }

    @Override
    protected Class<? extends Exception> serviceFailureException() {
        return XmlRpcException.class;
    }

    @Override
    protected Class<? extends Exception> closedServerException() {
        return XmlRpcException.class;
    }
}
