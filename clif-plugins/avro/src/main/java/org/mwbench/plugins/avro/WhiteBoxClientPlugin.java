package org.mwbench.plugins.avro;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.avro.ipc.RPCContext;
import org.apache.avro.ipc.RPCPlugin;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.servers.avro.WhiteBoxServerPlugin;

/**
 * The client's white-box hook, an Avro {@link RPCPlugin} added to the requestor only with
 * {@code whitebox=true}. Avro calls {@code clientSendRequest} on the calling thread once the
 * arguments are marshalled, before the call's metadata and message name are written and the
 * request handed to Netty: the end of the client's marshalling. It calls
 * {@code clientReceiveResponse} on the Netty event loop once the reply is read and unmarshalled
 * (Avro has no hook between the two): the end of transport plus server, which therefore holds the
 * reply's unmarshalling too. The server's part comes in the reply's call metadata. The calling
 * thread's record is found again through the call's {@link RPCContext}, weakly, so that a call
 * whose reply never comes leaves nothing behind.
 */
final class WhiteBoxClientPlugin extends RPCPlugin {
    private final Map<RPCContext, WhiteBoxCall> calls = Collections.synchronizedMap(new WeakHashMap<>());

    @Override
    public void clientSendRequest(RPCContext context) {
        WhiteBoxCall record = WhiteBoxCall.current();
        calls.put(context, record);
        record.requestSent(System.nanoTime());
    }

    @Override
    public void clientReceiveResponse(RPCContext context) {
        long now = System.nanoTime();
        WhiteBoxCall record = calls.remove(context);
        if (record == null) {
            return;
        }
        record.replyReceived(now);
        long server = WhiteBoxServerPlugin.serverNanos(context.responseCallMeta());
        if (server != WhiteBoxCall.NOT_SEEN) {
            record.serverNanos(server);
        }
    }
}
