package org.mwbench.servers.tcp;

import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;

/**
 * Turns the request frame in a connection's buffer into the reply frame, in the same buffer:
 * decodes the arguments, calls the service, encodes the result (see {@link Opcode}). Anything
 * the service throws, and any request it cannot decode, becomes an {@link Status#ERROR} reply:
 * the request was a whole frame, so the connection stays in step and serves the next call.
 */
class RequestDispatcher {
    private final BenchmarkService service;

    RequestDispatcher(BenchmarkService service) {
        this.service = service;
    }

    /** Replaces the request in {@code buffer}, read up to its head byte, with its finished reply. */
    void dispatch(WireBuffer buffer) {
        try {
            answer(buffer);
            buffer.finishFrame();
        } catch (Exception e) {
            buffer.startFrame(Status.ERROR);
            buffer.writeUtf8(e.toString());
            try {
                buffer.finishFrame();
            } catch (WireFormatException impossible) {
                throw new AssertionError("an error reply fits in a frame", impossible);
            }
        }
    }

    private void answer(WireBuffer buffer) throws Exception {
        byte opcode = buffer.readByte();
        switch (opcode) {
            case Opcode.PING: {
                requireConsumed(buffer);
                service.ping();
                buffer.startFrame(Status.OK);
                break;
            }
            case Opcode.STAMP: {
                long t = buffer.readLong();
                requireConsumed(buffer);
                long result = service.stamp(t);
                buffer.startFrame(Status.OK);
                buffer.writeLong(result);
                break;
            }
            case Opcode.GET_STRING: {
                int n = buffer.readInt();
                requireConsumed(buffer);
                String result = service.getString(n);
                buffer.startFrame(Status.OK);
                buffer.writeLatin1(result);
                break;
            }
            case Opcode.GET_ITEMS: {
                int n = buffer.readInt();
                requireConsumed(buffer);
                Data2[] result = service.getItems(n);
                buffer.startFrame(Status.OK);
                WireCodec.writeData2Array(buffer, result);
                break;
            }
            case Opcode.GET_CUSTOMER: {
                String id = buffer.readLatin1();
                requireConsumed(buffer);
                Data3 result = service.getCustomer(id);
                buffer.startFrame(Status.OK);
                WireCodec.writeData3(buffer, result);
                break;
            }
            case Opcode.GET_CUSTOMERS: {
                String salesRep = buffer.readLatin1();
                int n = buffer.readInt();
                requireConsumed(buffer);
                Data3[] result = service.getCustomers(salesRep, n);
                buffer.startFrame(Status.OK);
                WireCodec.writeData3Array(buffer, result);
                break;
            }
            case Opcode.ECHO_BYTES: {
                byte[] data = buffer.readBytes();
                requireConsumed(buffer);
                byte[] result = service.echoBytes(data);
                buffer.startFrame(Status.OK);
                buffer.writeBytes(result);
                break;
            }
            case Opcode.ECHO_SHORTS: {
                short[] data = buffer.readShorts();
                requireConsumed(buffer);
                short[] result = service.echoShorts(data);
                buffer.startFrame(Status.OK);
                buffer.writeShorts(result);
                break;
            }
            case Opcode.CUBE: {
                long x = buffer.readLong();
                requireConsumed(buffer);
                long result = service.cube(x);
                buffer.startFrame(Status.OK);
                buffer.writeLong(result);
                break;
            }
            default:
                throw new WireFormatException("unknown opcode " + opcode);
        }
    }

    /** Trailing bytes mean the client speaks another version of the protocol: refuse the call. */
    private static void requireConsumed(WireBuffer buffer) throws WireFormatException {
        if (!buffer.consumed()) {
            throw new WireFormatException("the request has bytes after its arguments");
        }
    }
}
