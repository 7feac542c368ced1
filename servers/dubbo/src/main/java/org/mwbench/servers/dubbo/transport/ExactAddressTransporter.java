package org.mwbench.servers.dubbo.transport;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Client;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.RemotingServer;
import org.apache.dubbo.remoting.Transporter;
import org.apache.dubbo.remoting.transport.netty4.NettyTransporter;

/**
 * The {@code dubbo} protocol's transport: Dubbo's Netty 4 server and client, given the exact
 * address ({@link ExactAddress}). Named {@value #NAME} in this module's
 * {@code META-INF/dubbo/org.apache.dubbo.remoting.Transporter}; a service or reference picks it
 * with {@code server=}/{@code client=}.
 */
public final class ExactAddressTransporter implements Transporter {
    public static final String NAME = "mwbench";

    private final NettyTransporter netty = new NettyTransporter();

    @Override
    public RemotingServer bind(URL url, ChannelHandler handler) throws RemotingException {
        return netty.bind(ExactAddress.toBind(url), handler);
    }

    @Override
    public Client connect(URL url, ChannelHandler handler) throws RemotingException {
        return netty.connect(ExactAddress.toDial(url), handler);
    }
}
