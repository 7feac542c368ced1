package org.mwbench.servers.tcp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Address;
import org.mwbench.contract.Conformance;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.SimpleDate;

/** Every type through a real frame: encoded, sent into bytes, received and decoded. */
class WireCodecTest {

    @FunctionalInterface
    interface Writer {
        void write(WireBuffer out);
    }

    /** Encodes into one frame, sends it through a byte stream, and receives it in a fresh buffer. */
    private static WireBuffer roundTrip(Writer writer) throws IOException {
        WireBuffer out = new WireBuffer();
        out.startFrame(Status.OK);
        writer.write(out);
        out.finishFrame();
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        out.send(wire);
        WireBuffer in = new WireBuffer();
        assertTrue(in.receiveFrame(new ByteArrayInputStream(wire.toByteArray())));
        assertEquals(Status.OK, in.readByte());
        return in;
    }

    @Test
    void primitivesKeepEveryBit() throws IOException {
        double[] doubles = {0.0, -0.0, Double.NaN, Double.longBitsToDouble(0x7ff8_0000_0000_1234L),
            Double.MIN_VALUE, Double.MAX_VALUE, Double.NEGATIVE_INFINITY, 123.456};
        long[] longs = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, -123456789};
        WireBuffer in = roundTrip(out -> {
            for (long l : longs) {
                out.writeLong(l);
            }
            out.writeInt(Integer.MIN_VALUE);
            out.writeByte((byte) -1);
            out.writeBoolean(true);
            WireCodec.writeDoubles(out, doubles);
        });
        for (long l : longs) {
            assertEquals(l, in.readLong());
        }
        assertEquals(Integer.MIN_VALUE, in.readInt());
        assertEquals((byte) -1, in.readByte());
        assertTrue(in.readBoolean());
        double[] back = WireCodec.readDoubles(in);
        for (int i = 0; i < doubles.length; i++) {
            assertEquals(Double.doubleToRawLongBits(doubles[i]), Double.doubleToRawLongBits(back[i]), "double " + i);
        }
        assertTrue(in.consumed());
    }

    @Test
    void stringsAndBytesKeepLatin1NullAndEmpty() throws IOException {
        String latin1 = Conformance.LATIN1_CUSTOMER + "\u00FF\u0000\u00A0";
        String reference = ReferenceData.string(8192);
        byte[] bytes = ReferenceData.bytes(65_536);
        WireBuffer in = roundTrip(out -> {
            out.writeLatin1(latin1);
            out.writeLatin1("");
            out.writeLatin1(null);
            out.writeLatin1(reference);
            out.writeBytes(bytes);
            out.writeBytes(new byte[0]);
            out.writeBytes(null);
            out.writeUtf8("\u20AC error \uD83D\uDE00");
        });
        assertEquals(latin1, in.readLatin1());
        assertEquals("", in.readLatin1());
        assertNull(in.readLatin1());
        assertEquals(reference, in.readLatin1());
        assertArrayEquals(bytes, in.readBytes());
        assertArrayEquals(new byte[0], in.readBytes());
        assertNull(in.readBytes());
        assertEquals("\u20AC error \uD83D\uDE00", in.readUtf8());
        assertTrue(in.consumed());
    }

    @Test
    void referenceRecordsComeBackEqual() throws IOException {
        Data2[] items = ReferenceData.items(32);
        Data3 customer = ReferenceData.customer(Conformance.LATIN1_CUSTOMER);
        Data3[] customers = ReferenceData.customers(Conformance.SALES_REP, 16);
        WireBuffer in = roundTrip(out -> {
            WireCodec.writeData2Array(out, items);
            WireCodec.writeData2Array(out, new Data2[0]);
            WireCodec.writeData3(out, customer);
            WireCodec.writeData3Array(out, customers);
        });
        assertArrayEquals(items, WireCodec.readData2Array(in));
        assertArrayEquals(new Data2[0], WireCodec.readData2Array(in));
        assertEquals(customer, WireCodec.readData3(in));
        assertArrayEquals(customers, WireCodec.readData3Array(in));
        assertTrue(in.consumed());
    }

    @Test
    void nullsSurviveAtEveryLevel() throws IOException {
        Data2 emptyItem = new Data2();
        Data2 partialItem = new Data2(7, new String[] {null, "x"}, null);
        Data3 emptyCustomer = new Data3();
        Data3 partialCustomer = new Data3("c", null, new Address(1, null, "s", null, "st"),
                new Order[] {null, new Order(null, "PX-1", 3), new Order(new SimpleDate(1, null, 2000), null, 0)});
        WireBuffer in = roundTrip(out -> {
            WireCodec.writeData2Array(out, null);
            WireCodec.writeData2Array(out, new Data2[] {null, emptyItem, partialItem});
            WireCodec.writeData3(out, null);
            WireCodec.writeData3Array(out, new Data3[] {emptyCustomer, partialCustomer, null});
        });
        assertNull(WireCodec.readData2Array(in));
        assertArrayEquals(new Data2[] {null, emptyItem, partialItem}, WireCodec.readData2Array(in));
        assertNull(WireCodec.readData3(in));
        assertArrayEquals(new Data3[] {emptyCustomer, partialCustomer, null}, WireCodec.readData3Array(in));
        assertTrue(in.consumed());
    }

    @Test
    void shortsKeepTheirSignAndTakeTwoBytesEach() throws IOException {
        short[] extremes = {Short.MIN_VALUE, -1, 0, 1, Short.MAX_VALUE};
        WireBuffer in = roundTrip(out -> {
            out.writeShorts(extremes);
            out.writeShorts(new short[0]);
            out.writeShorts(null);
            out.writeShorts(ReferenceData.shorts(5120));
        });
        assertArrayEquals(extremes, in.readShorts());
        assertArrayEquals(new short[0], in.readShorts());
        assertNull(in.readShorts());
        assertArrayEquals(ReferenceData.shorts(5120), in.readShorts());
        assertTrue(in.consumed());

        WireBuffer out = new WireBuffer();
        out.startFrame(Opcode.ECHO_SHORTS);
        out.writeShorts(new short[] {Short.MIN_VALUE, 1});
        out.finishFrame();
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        out.send(wire);
        assertArrayEquals(new byte[] {0, 0, 0, 9, Opcode.ECHO_SHORTS, 0, 0, 0, 2, (byte) 0x80, 0, 0, 1},
                wire.toByteArray(), "length, opcode, count, then big-endian shorts");
    }

    @Test
    void aFrameArrivingByteByByteIsReassembled() throws IOException {
        WireBuffer out = new WireBuffer();
        out.startFrame(Opcode.GET_CUSTOMERS);
        out.writeLatin1(Conformance.SALES_REP);
        out.writeBytes(ReferenceData.bytes(10_000)); // grows both buffers past their first size
        out.finishFrame();
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        out.send(wire);
        ByteArrayInputStream whole = new ByteArrayInputStream(wire.toByteArray());
        java.io.InputStream trickle = new java.io.InputStream() {
            @Override
            public int read() {
                return whole.read();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                return whole.read(b, off, Math.min(len, 1));
            }
        };
        WireBuffer in = new WireBuffer();
        assertTrue(in.receiveFrame(trickle));
        assertEquals(Opcode.GET_CUSTOMERS, in.readByte());
        assertEquals(Conformance.SALES_REP, in.readLatin1());
        assertArrayEquals(ReferenceData.bytes(10_000), in.readBytes());
        assertTrue(in.consumed());
        assertTrue(!in.receiveFrame(trickle), "a clean end of stream between frames");
    }

    @Test
    void aDeclaredLengthAllocatesNothingUntilItsBytesArrive() {
        // A frame that claims the largest body and then ends after a few bytes, as a hostile
        // client's stalled upload: the buffer must not have grown to the claim.
        ByteArrayOutputStream claim = new ByteArrayOutputStream();
        claim.writeBytes(new byte[] {(byte) (WireBuffer.MAX_FRAME >>> 24), (byte) (WireBuffer.MAX_FRAME >>> 16), 0, 0});
        claim.writeBytes(new byte[10_000]);
        WireBuffer in = new WireBuffer();
        int before = in.capacity();
        assertThrows(java.io.EOFException.class, () -> in.receiveFrame(new ByteArrayInputStream(claim.toByteArray())));
        assertTrue(in.capacity() <= 4 * Math.max(before, 10_004), "grew to " + in.capacity() + " bytes for 10,004 received");
    }

    @Test
    void malformedFramesAreRefused() throws IOException {
        // A length out of range.
        byte[] negative = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1};
        assertThrows(WireFormatException.class, () -> new WireBuffer().receiveFrame(new ByteArrayInputStream(negative)));
        // A stream ending inside a frame.
        byte[] truncated = {0, 0, 0, 9, 1, 2};
        assertThrows(java.io.EOFException.class, () -> new WireBuffer().receiveFrame(new ByteArrayInputStream(truncated)));
        // Bytes after the frame: the protocol is one request, then its reply.
        byte[] twoFrames = {0, 0, 0, 1, Opcode.PING, 0, 0, 0, 1, Opcode.PING};
        assertThrows(WireFormatException.class, () -> new WireBuffer().receiveFrame(new ByteArrayInputStream(twoFrames)));
        // A string length larger than what is left of the frame, and a read past its end.
        WireBuffer in = roundTrip(out -> out.writeInt(1_000_000));
        assertThrows(WireFormatException.class, in::readLatin1);
        WireBuffer empty = roundTrip(out -> { });
        assertThrows(WireFormatException.class, empty::readLong);
    }
}
