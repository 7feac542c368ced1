package org.mwbench.plugins.xmlrpc;

import org.apache.commons.httpclient.HttpClient;
import org.apache.xmlrpc.client.XmlRpcClient;
import org.apache.xmlrpc.client.XmlRpcCommonsTransportFactory;
import org.apache.xmlrpc.client.XmlRpcTransport;

/** Makes a {@link SafeCommonsTransport} per call, all on one shared, pooled {@link HttpClient}. */
class SafeCommonsTransportFactory extends XmlRpcCommonsTransportFactory {

    SafeCommonsTransportFactory(XmlRpcClient client, HttpClient httpClient) {
        super(client);
        // Without a shared HttpClient, Apache makes a new one, so a new TCP connection, per call.
        setHttpClient(httpClient);
    }

    @Override
    public XmlRpcTransport getTransport() {
        return new SafeCommonsTransport(this);
    }

    /** The factory of a client with {@code whitebox=true}: its transports are {@link WhiteBoxCommonsTransport}s. */
    static final class Timed extends SafeCommonsTransportFactory {

        Timed(XmlRpcClient client, HttpClient httpClient) {
            super(client, httpClient);
        }

        @Override
        public XmlRpcTransport getTransport() {
            return new WhiteBoxCommonsTransport(this);
        }
    }
}
