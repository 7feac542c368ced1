package org.mwbench.servers.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TMessage;
import org.apache.thrift.protocol.TMessageType;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolDecorator;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TTransport;

/**
 * The server's part of white-box timing: from a request's message header read to its reply
 * marshalled (unmarshal, dispatch, service, marshal; the flush is transport), sent back as one
 * more field of the reply's result struct, {@value #FIELD_ID}, an {@code i64} of nanoseconds.
 * Thrift readers skip a field they do not know, so any client, Python's included, reads the
 * reply as usual; mwbench's white-box client reads the field ({@code ClientTiming}). The two
 * protocols of a connection share its {@link AcceptedSocket}, which holds the call's start.
 */
public final class ServerTiming {
    /** The result struct's field that carries the server's nanoseconds; no IDL field uses it. */
    public static final short FIELD_ID = 32_767;
    /** The field as written: an i64 with that id. */
    public static final TField FIELD = new TField("mwbenchServerNanos", TType.I64, FIELD_ID);

    private ServerTiming() {
    }

    /** The connection's protocol for reading calls: it notes when each call's header was read. */
    static TProtocol input(TProtocol protocol) {
        return new TProtocolDecorator(protocol) {
            @Override
            public TMessage readMessageBegin() throws TException {
                TMessage message = super.readMessageBegin();
                socket(getTransport()).callStarted(System.nanoTime());
                return message;
            }
        };
    }

    /**
     * The connection's protocol for writing replies: it adds the field just before the stop of
     * a reply's result struct (the outermost struct of a REPLY message).
     */
    static TProtocol output(TProtocol protocol) {
        return new TProtocolDecorator(protocol) {
            private boolean reply;
            private int depth;

            @Override
            public void writeMessageBegin(TMessage message) throws TException {
                reply = message.type == TMessageType.REPLY;
                depth = 0;
                super.writeMessageBegin(message);
            }

            @Override
            public void writeStructBegin(TStruct struct) throws TException {
                depth++;
                super.writeStructBegin(struct);
            }

            @Override
            public void writeStructEnd() throws TException {
                depth--;
                super.writeStructEnd();
            }

            @Override
            public void writeFieldStop() throws TException {
                if (reply && depth == 1) {
                    long nanos = System.nanoTime() - socket(getTransport()).callStarted();
                    super.writeFieldBegin(FIELD);
                    super.writeI64(nanos);
                    super.writeFieldEnd();
                }
                super.writeFieldStop();
            }
        };
    }

    private static AcceptedSocket socket(TTransport transport) {
        return (AcceptedSocket) transport;
    }
}
