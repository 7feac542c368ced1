package org.mwbench.servers.avro;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.SystemLimitException;
import org.apache.avro.io.Decoder;
import org.apache.avro.ipc.Transceiver;
import org.apache.avro.ipc.specific.SpecificResponder;
import org.mwbench.servers.avro.protocol.Benchmark;

/**
 * Avro's {@link SpecificResponder} for the benchmark protocol, refusing an
 * {@link RequestSizeLimit.Oversized} request where Avro reads a request's arguments: after the
 * handshake, the call's metadata and its message name, so that the refusal is an ordinary Avro
 * system error ({@link SystemLimitException}, the exception of Avro's own size limits) in reply to
 * that call, and the connection's handshake state is Avro's as for any other call.
 */
final class LimitedResponder extends SpecificResponder {
    /** The oversized request being answered on this thread (Avro responds on one thread per call). */
    private static final ThreadLocal<RequestSizeLimit.Oversized> REFUSING = new ThreadLocal<>();

    LimitedResponder(Benchmark implementation) {
        super(Benchmark.class, implementation, new ExactDoublesData());
    }

    @Override
    public List<ByteBuffer> respond(List<ByteBuffer> buffers, Transceiver connection) throws IOException {
        if (!(buffers instanceof RequestSizeLimit.Oversized oversized)) {
            return super.respond(buffers, connection);
        }
        REFUSING.set(oversized);
        try {
            return super.respond(buffers, connection);
        } finally {
            REFUSING.remove();
        }
    }

    @Override
    public Object readRequest(Schema actual, Schema expected, Decoder in) throws IOException {
        RequestSizeLimit.Oversized oversized = REFUSING.get();
        if (oversized != null) {
            throw new SystemLimitException("request of " + oversized.announcedBytes + " bytes refused: the"
                    + " mwbench Avro server reads requests of at most " + oversized.limit + " bytes");
        }
        return super.readRequest(actual, expected, in);
    }
}
