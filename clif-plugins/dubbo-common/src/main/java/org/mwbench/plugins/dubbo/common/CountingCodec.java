package org.mwbench.plugins.dubbo.common;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.Codec2;
import org.apache.dubbo.remoting.buffer.ChannelBuffer;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.protocol.dubbo.DubboCountCodec;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The dubbo protocol's codec, Dubbo's own ({@link DubboCountCodec}, unchanged), counting what it
 * writes and reads for the connections that asked: every frame's 16-byte header and body,
 * requests, replies and heartbeats, which is every byte a dubbo-protocol connection carries.
 *
 * <p>It replaces Dubbo's {@code dubbo} codec under that name ({@code META-INF/dubbo} overrides
 * Dubbo's internal extension files), because the dubbo protocol sets {@code codec=dubbo} on every
 * client it opens, whatever the reference asked for. So servers use it too, and count nothing: a
 * channel is counted only when its URL carries {@value #COUNTER_KEY}, the id of a counter
 * {@link #register registered} by its connection.
 */
public final class CountingCodec implements Codec2 {
    /** The reference parameter that names a connection's counter. */
    public static final String COUNTER_KEY = "mwbench.wire-counter";

    private static final Map<String, WireCounter> COUNTERS = new ConcurrentHashMap<>();
    private static final AtomicLong IDS = new AtomicLong();

    private final Codec2 dubbo;

    public CountingCodec(FrameworkModel framework) {
        this.dubbo = new DubboCountCodec(framework);
    }

    /** Registers a connection's counter; its id goes into the reference's {@value #COUNTER_KEY}. */
    static String register(WireCounter counter) {
        String id = Long.toString(IDS.incrementAndGet());
        COUNTERS.put(id, counter);
        return id;
    }

    /** Forgets a closed connection's counter. */
    static void unregister(String id) {
        COUNTERS.remove(id);
    }

    @Override
    public void encode(Channel channel, ChannelBuffer buffer, Object message) throws IOException {
        int before = buffer.writerIndex();
        dubbo.encode(channel, buffer, message);
        WireCounter counter = counterOf(channel);
        if (counter != null) {
            counter.sent(buffer.writerIndex() - before);
        }
    }

    /** Counts what a decode consumed; none when it needs more input, as it then leaves the buffer as it was. */
    @Override
    public Object decode(Channel channel, ChannelBuffer buffer) throws IOException {
        int before = buffer.readerIndex();
        Object decoded = dubbo.decode(channel, buffer);
        if (decoded != DecodeResult.NEED_MORE_INPUT) {
            WireCounter counter = counterOf(channel);
            if (counter != null) {
                counter.received(buffer.readerIndex() - before);
            }
        }
        return decoded;
    }

    private static WireCounter counterOf(Channel channel) {
        URL url = channel.getUrl();
        String id = url == null ? null : url.getParameter(COUNTER_KEY);
        return id == null ? null : COUNTERS.get(id);
    }
}
