package org.mwbench.servers.avro;

import java.nio.ByteBuffer;
import java.util.Map;
import org.apache.avro.ipc.RPCContext;
import org.apache.avro.ipc.RPCPlugin;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * The server's white-box hook, an Avro {@link RPCPlugin} added to the responder only with
 * {@code whitebox=true}. Avro calls {@code serverReceiveRequest} once the call's arguments are
 * read (the handshake, metadata, message name and arguments unmarshalled) and
 * {@code serverSendResponse} once the reply is marshalled, before the reply's metadata is
 * written: the time between, the dispatch, the service and the reply's marshalling, goes back in
 * the reply's call metadata under {@value WhiteBox#SERVER_NANOS}, 8 bytes big-endian. The start
 * is kept in the same metadata map, which is the call's own, and overwritten at the end.
 */
public final class WhiteBoxServerPlugin extends RPCPlugin {
    @Override
    public void serverReceiveRequest(RPCContext context) {
        context.responseCallMeta().put(WhiteBox.SERVER_NANOS, ByteBuffer.wrap(WhiteBox.toBytes(System.nanoTime())));
    }

    @Override
    public void serverSendResponse(RPCContext context) {
        Map<String, ByteBuffer> meta = context.responseCallMeta();
        ByteBuffer started = meta.get(WhiteBox.SERVER_NANOS);
        if (started == null) {
            return; // the call failed before its arguments were read
        }
        long nanos = System.nanoTime() - WhiteBox.fromBytes(AvroMapping.bytes(started));
        meta.put(WhiteBox.SERVER_NANOS, ByteBuffer.wrap(WhiteBox.toBytes(nanos)));
    }

    /** The server's part as a reply's call metadata carries it; {@link WhiteBoxCall#NOT_SEEN} when absent. */
    public static long serverNanos(Map<? extends CharSequence, ByteBuffer> responseMeta) {
        if (responseMeta == null) {
            return WhiteBoxCall.NOT_SEEN;
        }
        // Avro reads metadata keys as Utf8, not String: compare their text
        for (Map.Entry<? extends CharSequence, ByteBuffer> entry : responseMeta.entrySet()) {
            if (WhiteBox.SERVER_NANOS.contentEquals(entry.getKey())) {
                long nanos = WhiteBox.fromBytes(AvroMapping.bytes(entry.getValue()));
                return nanos < 0 ? WhiteBoxCall.NOT_SEEN : nanos;
            }
        }
        return WhiteBoxCall.NOT_SEEN;
    }
}
