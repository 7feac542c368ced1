package org.mwbench.plugins.thrift.compact;

import org.mwbench.plugins.thrift.common.AbstractThriftClient;
import org.mwbench.servers.thrift.WireProtocol;

/**
 * Protocol {@code thrift-compact}: Thrift's generated client with {@code TCompactProtocol} over
 * {@code TSocket}, against the server of protocol {@code thrift}, which tells the two protocols
 * apart by a connection's first byte. The client is thrift-common's
 * {@link AbstractThriftClient}, shared with {@code thrift}.
 */
public final class ThriftCompactClient extends AbstractThriftClient {
    public static final String PROTOCOL = "thrift-compact";

    public ThriftCompactClient() {
        super(WireProtocol.COMPACT);
    }

    @Override
    public String protocol() {
        return PROTOCOL;
    }
}
