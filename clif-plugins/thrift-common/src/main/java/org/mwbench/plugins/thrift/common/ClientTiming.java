package org.mwbench.plugins.thrift.common;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TMessage;
import org.apache.thrift.protocol.TMessageType;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolDecorator;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.mwbench.contract.middleware.WhiteBoxCall;
import org.mwbench.servers.thrift.ServerTiming;

/**
 * The client's white-box hooks, as a protocol around Thrift's own (the generated client reads
 * and writes through one protocol): marshalling ends at the request's {@code writeMessageEnd}
 * (before the flush that sends it); transport plus server ends when the reply's message header
 * is read (the result not yet unmarshalled); the server's part is the reply field
 * {@link ServerTiming#FIELD_ID}, read here and hidden from the generated code.
 */
final class ClientTiming extends TProtocolDecorator {
    private boolean reply;
    private int depth;

    ClientTiming(TProtocol protocol) {
        super(protocol);
    }

    @Override
    public void writeMessageEnd() throws TException {
        WhiteBoxCall.current().requestSent(System.nanoTime());
        super.writeMessageEnd();
    }

    @Override
    public TMessage readMessageBegin() throws TException {
        TMessage message = super.readMessageBegin();
        WhiteBoxCall.current().replyReceived(System.nanoTime());
        reply = message.type == TMessageType.REPLY;
        depth = 0;
        return message;
    }

    @Override
    public TStruct readStructBegin() throws TException {
        depth++;
        return super.readStructBegin();
    }

    @Override
    public void readStructEnd() throws TException {
        depth--;
        super.readStructEnd();
    }

    @Override
    public TField readFieldBegin() throws TException {
        TField field = super.readFieldBegin();
        if (reply && depth == 1 && field.id == ServerTiming.FIELD_ID && field.type == TType.I64) {
            WhiteBoxCall.current().serverNanos(super.readI64());
            super.readFieldEnd();
            return super.readFieldBegin();
        }
        return field;
    }
}
