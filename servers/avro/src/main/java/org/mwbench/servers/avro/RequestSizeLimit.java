package org.mwbench.servers.avro;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.CorruptedFrameException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.ipc.netty.NettyTransportCodec.NettyDataPack;

/**
 * The server's frame decoder, in place of avro-ipc-netty's {@code NettyFrameDecoder}, reading the
 * same frames (a serial and a buffer count, then each buffer as a 4-byte length and its bytes) with
 * a limit on a request's size. Avro's own decoder allocates every buffer its length announces and
 * keeps the frame until its last buffer arrives, so a client announcing 2 GiB makes the server
 * allocate it. This one keeps at most {@code maxRequestBytes} of a frame: beyond, it skips the
 * rest as it arrives and hands Avro the buffers kept as an {@link Oversized} request, which the
 * {@link LimitedResponder} refuses with Avro's {@code SystemLimitException} once the handshake and
 * the message name are read. The client gets that as Avro's system error, on the same connection,
 * which goes on. A negative count or length (no Avro client writes one) closes the connection.
 */
final class RequestSizeLimit extends ByteToMessageDecoder {
    /** A request above the limit: the buffers that fit, and the size the client announced. */
    static final class Oversized extends ArrayList<ByteBuffer> {
        private static final long serialVersionUID = 1L;
        final long announcedBytes;
        final int limit;

        Oversized(List<ByteBuffer> kept, long announcedBytes, int limit) {
            super(kept);
            this.announcedBytes = announcedBytes;
            this.limit = limit;
        }
    }

    private enum State { HEADER, LENGTH, BODY, SKIP }

    private final int maxRequestBytes;
    private State state = State.HEADER;
    private int serial;
    private int buffersLeft;
    private long frameBytes;
    private int bodyLength;
    private long skipLeft;
    private boolean oversized;
    private List<ByteBuffer> kept;

    RequestSizeLimit(int maxRequestBytes) {
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        while (true) {
            switch (state) {
                case HEADER -> {
                    if (in.readableBytes() < 8) {
                        return;
                    }
                    serial = in.readInt();
                    buffersLeft = in.readInt();
                    if (buffersLeft < 0) {
                        throw new CorruptedFrameException("an Avro frame with " + buffersLeft + " buffers");
                    }
                    frameBytes = 8;
                    oversized = false;
                    kept = new ArrayList<>();
                    state = State.LENGTH;
                    if (buffersLeft == 0) {
                        finish(out);
                    }
                }
                case LENGTH -> {
                    if (in.readableBytes() < 4) {
                        return;
                    }
                    bodyLength = in.readInt();
                    if (bodyLength < 0) {
                        throw new CorruptedFrameException("an Avro buffer of " + bodyLength + " bytes");
                    }
                    frameBytes += 4L + bodyLength;
                    oversized |= frameBytes > maxRequestBytes;
                    skipLeft = bodyLength;
                    state = oversized ? State.SKIP : State.BODY;
                }
                case BODY -> {
                    if (in.readableBytes() < bodyLength) {
                        return;
                    }
                    ByteBuffer buffer = ByteBuffer.allocate(bodyLength);
                    in.readBytes(buffer);
                    buffer.flip();
                    kept.add(buffer);
                    bufferDone(out);
                }
                case SKIP -> {
                    int skipped = (int) Math.min(skipLeft, in.readableBytes());
                    in.skipBytes(skipped);
                    skipLeft -= skipped;
                    if (skipLeft > 0) {
                        return;
                    }
                    bufferDone(out);
                }
                default -> throw new IllegalStateException(state.name());
            }
        }
    }

    private void bufferDone(List<Object> out) {
        if (--buffersLeft == 0) {
            finish(out);
        } else {
            state = State.LENGTH;
        }
    }

    private void finish(List<Object> out) {
        out.add(new NettyDataPack(serial, oversized ? new Oversized(kept, frameBytes, maxRequestBytes) : kept));
        kept = null;
        state = State.HEADER;
    }
}
