package org.mwbench.servers.dubbo.client;

import java.io.IOException;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.Codec2;
import org.apache.dubbo.remoting.buffer.ChannelBuffer;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The dubbo protocol's codec (Dubbo's {@code dubbo} codec, unchanged) counting what it writes and
 * reads: every frame's 16-byte header and body, requests, replies and heartbeats, which is every
 * byte a dubbo-protocol client puts on its TCP connection. A client reference names it with
 * {@code codec=}{@value #NAME}. Dubbo makes one instance per framework, and each connection has a
 * framework of its own, so the counter is that connection's.
 */
public final class CountingCodec implements Codec2 {
    /** Its name in this module's {@code META-INF/dubbo/org.apache.dubbo.remoting.Codec2}. */
    public static final String NAME = "mwbench-counting";

    private final Codec2 dubbo;
    private final WireCounter counter = new WireCounter();

    public CountingCodec(FrameworkModel framework) {
        this.dubbo = framework.getExtensionLoader(Codec2.class).getExtension("dubbo");
    }

    /** What this framework's connections wrote and read. */
    public WireCounter counter() {
        return counter;
    }

    @Override
    public void encode(Channel channel, ChannelBuffer buffer, Object message) throws IOException {
        int before = buffer.writerIndex();
        dubbo.encode(channel, buffer, message);
        counter.sent(buffer.writerIndex() - before);
    }

    /** Counts what a decode consumed; none when it needs more input, as it then leaves the buffer as it was. */
    @Override
    public Object decode(Channel channel, ChannelBuffer buffer) throws IOException {
        int before = buffer.readerIndex();
        Object decoded = dubbo.decode(channel, buffer);
        if (decoded != DecodeResult.NEED_MORE_INPUT) {
            counter.received(buffer.readerIndex() - before);
        }
        return decoded;
    }
}
