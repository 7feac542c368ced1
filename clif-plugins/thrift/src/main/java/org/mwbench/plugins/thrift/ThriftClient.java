package org.mwbench.plugins.thrift;

import org.mwbench.plugins.thrift.common.AbstractThriftClient;
import org.mwbench.servers.thrift.ThriftServer;
import org.mwbench.servers.thrift.WireProtocol;

/**
 * Protocol {@code thrift}: Thrift's generated client with {@code TBinaryProtocol} (strict, Thrift's
 * default) over {@code TSocket}. The client is thrift-common's {@link AbstractThriftClient},
 * shared with {@code thrift-compact}.
 */
public final class ThriftClient extends AbstractThriftClient {
    public ThriftClient() {
        super(WireProtocol.BINARY);
    }

    @Override
    public String protocol() {
        return ThriftServer.PROTOCOL;
    }
}
