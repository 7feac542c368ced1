package org.mwbench.plugins.xmlrpc;

import org.mwbench.contract.middleware.WhiteBoxTestKit;

/** White-box timing of XML-RPC: the server's timed processor and its response header, the client's timed transport. */
class XmlRpcWhiteBoxTest extends WhiteBoxTestKit {
    @Override
    protected String protocol() {
        return "xmlrpc";
    }
}
