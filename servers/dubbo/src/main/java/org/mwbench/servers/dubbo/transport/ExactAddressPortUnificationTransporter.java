package org.mwbench.servers.dubbo.transport;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.api.connection.AbstractConnectionClient;
import org.apache.dubbo.remoting.api.pu.AbstractPortUnificationServer;
import org.apache.dubbo.remoting.api.pu.PortUnificationTransporter;
import org.apache.dubbo.remoting.transport.netty4.NettyPortUnificationTransporter;

/**
 * Triple's transport: Dubbo's Netty 4 port-unification server and connection client, given the
 * exact address ({@link ExactAddress}); the server is closed by its own framework alone
 * ({@link FrameworkOwnedServer}). Named {@value ExactAddressTransporter#NAME} in this
 * module's {@code META-INF/dubbo/org.apache.dubbo.remoting.api.pu.PortUnificationTransporter},
 * as the {@code dubbo} protocol's one is: {@code server=}/{@code client=} pick both.
 */
public final class ExactAddressPortUnificationTransporter implements PortUnificationTransporter {
    private final NettyPortUnificationTransporter netty = new NettyPortUnificationTransporter();

    @Override
    public AbstractPortUnificationServer bind(URL url, ChannelHandler handler) throws RemotingException {
        return new FrameworkOwnedServer(ExactAddress.toBind(url), handler);
    }

    @Override
    public AbstractConnectionClient connect(URL url, ChannelHandler handler) throws RemotingException {
        return netty.connect(ExactAddress.toDial(url), handler);
    }
}
