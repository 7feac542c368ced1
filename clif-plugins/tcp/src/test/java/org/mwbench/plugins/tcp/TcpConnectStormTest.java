package org.mwbench.plugins.tcp;

import java.util.Map;
import org.mwbench.contract.middleware.ConnectStormTestKit;

/**
 * 300 raw-TCP clients, a socket each, connecting at once to a server with the scalability
 * plan's knobs ({@code threads=1024 backlog=1024}): all connect and every call succeeds. With
 * the old server (a thread started per accepted connection, backlog 128) such storms timed
 * clients out from 150 clients on.
 */
class TcpConnectStormTest extends ConnectStormTestKit {
    @Override
    protected String protocol() {
        return "tcp";
    }

    @Override
    protected Map<String, String> serverOptions() {
        return Map.of("threads", "1024", "backlog", "1024");
    }

    @Override
    protected boolean sharedConnection() {
        return false;
    }
}
