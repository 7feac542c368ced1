package org.mwbench.platform.hosts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import org.junit.jupiter.api.Test;

class ProcNetDevTest {
    /** As a 6.x kernel prints it inside an emulated host's namespace. */
    private static final String TEXT = """
            Inter-|   Receive                                                |  Transmit
             face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                lo:    1200      12    0    0    0     0          0         0     1200      12    0    0    0     0       0          0
            mwbh4242i0: 8674547  121920    0    0    0     0          0         0 14917720   122191    0    0    0     0       0          0
            """;

    @Test
    void readsTheDevicesTransmitAsSentAndReceiveAsReceived() {
        DeviceCounters counters = ProcNetDev.parse(TEXT, "mwbh4242i0");
        assertEquals(new DeviceCounters(14917720, 122191, 8674547, 121920), counters);
    }

    @Test
    void tellsOneDeviceFromAnotherWhoseNameEndsTheSame() {
        assertEquals(new DeviceCounters(1200, 12, 1200, 12), ProcNetDev.parse(TEXT, "lo"));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> ProcNetDev.parse(TEXT, "mwbh4242i"));
        assertEquals("no device mwbh4242i in /proc/net/dev", missing.getMessage());
    }

    @Test
    void refusesALineThatIsNotTheKernelsFormat() {
        IllegalArgumentException shortLine = assertThrows(IllegalArgumentException.class,
                () -> ProcNetDev.parse("eth9: 1 2 3\n", "eth9"));
        assertTrue(shortLine.getMessage().contains("has 3 counters"), shortLine.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ProcNetDev.parse("eth9: 1 2 3 4 5 6 7 8 x 10 11 12 13 14 15 16\n", "eth9"));
    }

    @Test
    void readsThisProcesssOwnLoopback() throws Exception {
        DeviceCounters before = ProcNetDev.read("lo");
        DeviceCounters after = ProcNetDev.read("lo");
        DeviceCounters delta = after.minus(before);
        assertTrue(delta.sentPackets() >= 0 && delta.receivedBytes() >= 0, delta.toString());
    }

    @Test
    void differencesAreTakenFieldByField() {
        assertEquals(new DeviceCounters(10, 1, 20, 2),
                new DeviceCounters(110, 11, 220, 22).minus(new DeviceCounters(100, 10, 200, 20)));
    }

    @Test
    void aHostAddressIsAnEmulatedHostsNotTheBridgesNorAnyOther() throws Exception {
        assertTrue(NetworkLayout.isHostAddress(InetAddress.getByName("198.18.0.2")));
        assertTrue(NetworkLayout.isHostAddress(InetAddress.getByName("198.18.0.17")));
        assertFalse(NetworkLayout.isHostAddress(InetAddress.getByName("198.18.0.1")));
        assertFalse(NetworkLayout.isHostAddress(InetAddress.getByName("198.18.1.2")));
        assertFalse(NetworkLayout.isHostAddress(InetAddress.getByName("127.0.0.1")));
        assertFalse(NetworkLayout.isHostAddress(InetAddress.getByName("10.198.18.0")));
    }
}
