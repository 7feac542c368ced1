package org.mwbench.servers.dubbo;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * This host's TCP sockets as Linux lists them in {@code /proc/net/tcp} and {@code tcp6}: what a
 * server really listens on and where a client really connected, whatever the library says.
 */
final class ProcNetTcp {
    static final int ESTABLISHED = 0x01;
    static final int LISTEN = 0x0A;

    /** One socket; an IPv4-mapped IPv6 address ({@code ::ffff:127.0.0.1}) reads as the IPv4 one. */
    record TcpSocket(InetAddress local, int localPort, InetAddress remote, int remotePort, int state) {
    }

    private ProcNetTcp() {
    }

    static List<TcpSocket> sockets() throws IOException {
        List<TcpSocket> sockets = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path path = Path.of(table);
            if (!Files.exists(path)) {
                continue;
            }
            List<String> lines = Files.readAllLines(path);
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                String[] local = fields[1].split(":");
                String[] remote = fields[2].split(":");
                sockets.add(new TcpSocket(address(local[0]), Integer.parseInt(local[1], 16),
                        address(remote[0]), Integer.parseInt(remote[1], 16), Integer.parseInt(fields[3], 16)));
            }
        }
        return sockets;
    }

    /** The kernel prints each 32-bit word of the address in the host's order (little-endian). */
    private static InetAddress address(String hex) throws IOException {
        byte[] printed = HexFormat.of().parseHex(hex);
        byte[] address = new byte[printed.length];
        for (int word = 0; word < printed.length; word += 4) {
            for (int i = 0; i < 4; i++) {
                address[word + i] = printed[word + 3 - i];
            }
        }
        return InetAddress.getByAddress(address);
    }
}
