package org.mwbench.plugins.xmlrpc;

import org.apache.commons.httpclient.MultiThreadedHttpConnectionManager;
import org.apache.xmlrpc.client.XmlRpcClient;
import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireCounter;

/** A connection whose transport is a {@link WhiteBoxCommonsTransport} ({@code whitebox=true}). */
final class WhiteBoxXmlRpcConnection extends XmlRpcConnection implements WhiteBoxTimed {

    WhiteBoxXmlRpcConnection(XmlRpcClient client, MultiThreadedHttpConnectionManager pool, WireCounter counter,
                             String endpoint) {
        super(client, pool, counter, endpoint);
    }
}
