package org.mwbench.plugins.xmlrpc;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real Apache XML-RPC WebServer on loopback. */
class XmlRpcMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "xmlrpc";
    }
}
