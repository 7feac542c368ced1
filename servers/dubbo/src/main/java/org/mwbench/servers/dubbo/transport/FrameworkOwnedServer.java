package org.mwbench.servers.dubbo.transport;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.exchange.PortUnificationExchanger;
import org.apache.dubbo.remoting.transport.netty4.NettyPortUnificationServer;

/**
 * Triple's server, closed only by the framework that opened it.
 *
 * <p>Dubbo keeps triple's servers in a static map ({@code PortUnificationExchanger}), one per
 * class loader, and any framework's triple protocol closes them all when that framework is
 * destroyed ({@code TripleProtocol.destroy}). A client's framework is one too: in a JVM that
 * both serves and calls triple with this plugin (a server blade, whose own check connects to
 * its server and disconnects), closing a connection closed the server, which kept saying it was
 * running with no listener. This server ignores a close while its own framework lives, and puts
 * itself back in Dubbo's map, so that its own framework's destruction still finds and closes it.
 */
final class FrameworkOwnedServer extends NettyPortUnificationServer {

    FrameworkOwnedServer(URL url, ChannelHandler handler) throws RemotingException {
        super(url, handler);
    }

    @Override
    public void close() {
        if (ownerLives()) {
            return;
        }
        super.close();
    }

    @Override
    public void close(int timeout) {
        if (ownerLives()) {
            return;
        }
        super.close(timeout);
    }

    /** True, and back in Dubbo's map, when another framework's destruction asked for the close. */
    private boolean ownerLives() {
        if (getUrl().getOrDefaultFrameworkModel().isDestroyed()) {
            return false;
        }
        PortUnificationExchanger.getServers().putIfAbsent(getUrl().getAddress(), this);
        return true;
    }
}
