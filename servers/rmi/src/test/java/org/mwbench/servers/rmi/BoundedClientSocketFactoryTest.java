package org.mwbench.servers.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.middleware.WireCounter;

class BoundedClientSocketFactoryTest {

    @Test
    void equalityIsByHostAndTimeoutAndSurvivesSerialization() throws Exception {
        BoundedClientSocketFactory factory = new BoundedClientSocketFactory("127.0.0.1", 500);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(factory);
        }
        Object copy;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            copy = in.readObject();
        }
        assertEquals(factory, copy);
        assertEquals(factory.hashCode(), copy.hashCode());
        assertNotEquals(factory, new BoundedClientSocketFactory("127.0.0.1", 501));
        assertNotEquals(factory, new BoundedClientSocketFactory(null, 500));
    }

    @Test
    void socketsNeverWaitLongerThanTheTimeout() throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"));
             // The host given by the stub is ignored: the factory's own host wins.
             Socket socket = new BoundedClientSocketFactory("127.0.0.1", 300).createSocket("192.0.2.1", listener.getLocalPort())) {
            assertEquals(300, socket.getSoTimeout());
            socket.setSoTimeout(60_000); // what RMI does for its handshake
            assertEquals(300, socket.getSoTimeout());
            socket.setSoTimeout(0);
            assertEquals(300, socket.getSoTimeout());
            socket.setSoTimeout(100);
            assertEquals(100, socket.getSoTimeout());
        }
    }

    @Test
    void aCountingSocketCountsBothWaysAndStillClampsItsTimeout() throws Exception {
        WireCounter wire = new WireCounter();
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"));
             Socket socket = new BoundedClientSocketFactory("127.0.0.1", 300).createSocket("127.0.0.1", listener.getLocalPort(), wire);
             Socket peer = listener.accept()) {
            socket.setSoTimeout(60_000);
            assertEquals(300, socket.getSoTimeout());
            socket.getOutputStream().write(new byte[] {1, 2, 3});
            socket.getOutputStream().write(4);
            assertEquals(4, peer.getInputStream().readNBytes(4).length);
            peer.getOutputStream().write(new byte[] {5, 6});
            assertEquals(2, socket.getInputStream().readNBytes(2).length);
            assertEquals(4, wire.bytesSent());
            assertEquals(2, wire.bytesReceived());
        }
    }
}
