package org.mwbench.console.plans;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.contract.middleware.MiddlewareServer;
import org.mwbench.contract.middleware.NativeLoopClient;
import org.mwbench.injectors.middleware.InstalledMiddleware;

/**
 * What a plan template can repeat over: the installed servers, and the rows (one client calling
 * one server) that the registry's declarations make of them. Everything a plan needs to know
 * about one middleware comes from what its server and clients declare ({@link
 * MiddlewareServer#nativeProcess()}, the white-box hooks of {@link MiddlewareServer#hasWhiteBoxHooks() server}
 * and {@link MiddlewareClient#hasWhiteBoxHooks() client}, {@link
 * MiddlewareClient#rowLabel()}, {@link MiddlewareClient#multiplexesCalls()}, {@link
 * NativeLoopClient#rowsByServer()}), never from a list here.
 */
public final class MiddlewareCatalog {
    /** One server blade's middleware; {@code whiteBox} when it and its own client have white-box hooks. */
    public record Server(String protocol, boolean nativeProcess, boolean whiteBox) {
    }

    /**
     * One scenario row: the use {@code use} of plugin {@code client} calling the server of
     * protocol {@code server}; {@code own} when the client is that middleware's own Java client;
     * {@code wireCounting} the client options under which it counts its wire bytes;
     * {@code multiplexes} when one of its connections may carry many users' calls.
     */
    public record Row(String use, String client, String server, String label, boolean own, boolean whiteBox,
            String wireCounting, boolean multiplexes) {
        /** The same row under another label. */
        Row labelled(String other) {
            return new Row(use, client, server, other, own, whiteBox, wireCounting, multiplexes);
        }
    }

    /** The server sets a template's {@code @each} names, in the order the help gives them. */
    static final Map<String, Predicate<Server>> SERVER_SETS = Map.of(
            "servers", server -> true,
            "whitebox-servers", Server::whiteBox);

    /**
     * The row sets: {@code rows}, every client (variants and native clients included) against
     * every installed server it calls, labelled as the client declares; {@code server-rows}, each
     * server called by its own Java client, labelled by its protocol (one row per middleware, as
     * the placement and conformance tables list them); {@code whitebox-rows}, those of them with
     * white-box hooks.
     */
    static final Map<String, Predicate<Row>> ROW_SETS = Map.of(
            "rows", row -> true,
            "server-rows", Row::own,
            "whitebox-rows", row -> row.own() && row.whiteBox());

    private final List<Server> servers;
    private final List<Row> rows;

    public MiddlewareCatalog(List<Server> servers, List<Row> rows) {
        this.servers = List.copyOf(servers);
        this.rows = List.copyOf(rows);
    }

    /** The middleware installed where this runs: the plugin folders, or the class path in tests. */
    public static MiddlewareCatalog installed() {
        List<MiddlewareClient> clients = InstalledMiddleware.clients();
        Set<String> whiteBoxClients = new TreeSet<>();
        clients.stream().filter(MiddlewareClient::hasWhiteBoxHooks).forEach(client -> whiteBoxClients.add(client.protocol()));
        List<Server> servers = new ArrayList<>();
        for (MiddlewareServer server : InstalledMiddleware.servers()) {
            boolean whiteBox = server.hasWhiteBoxHooks() && whiteBoxClients.contains(server.protocol());
            servers.add(new Server(server.protocol(), server.nativeProcess(), whiteBox));
        }
        Set<String> whiteBoxServers = new TreeSet<>();
        servers.stream().filter(Server::whiteBox).forEach(server -> whiteBoxServers.add(server.protocol()));
        Set<String> served = new TreeSet<>();
        servers.forEach(server -> served.add(server.protocol()));
        List<Row> rows = new ArrayList<>();
        for (MiddlewareClient client : clients) {
            if (served.contains(client.serverProtocol())) {
                boolean own = client.serverProtocol().equals(client.protocol());
                rows.add(new Row(client.protocol(), client.protocol(), client.serverProtocol(), client.rowLabel(), own,
                        client.hasWhiteBoxHooks() && whiteBoxServers.contains(client.serverProtocol()),
                        client.wireCountingOptions(), client.multiplexesCalls()));
            }
        }
        for (NativeLoopClient client : InstalledMiddleware.nativeClients()) {
            String ownServer = client.rowsByServer().keySet().stream().findFirst().orElse("");
            client.rowsByServer().forEach((server, label) -> {
                if (served.contains(server)) {
                    String use = server.equals(ownServer) ? client.name() : client.name() + "-to-" + server;
                    rows.add(new Row(use, client.name(), server, label, false, false, "", false));
                }
            });
        }
        return new MiddlewareCatalog(servers, rows);
    }

    public List<Server> servers() {
        return servers;
    }

    public List<Row> rows() {
        return rows;
    }

    List<Server> servers(String set) {
        return servers.stream().filter(SERVER_SETS.get(set)).toList();
    }

    List<Row> rows(String set) {
        return rows.stream().filter(ROW_SETS.get(set))
                .map(row -> set.equals("rows") ? row : row.labelled(row.server()))
                .toList();
    }

    /**
     * Part {@code part} (from 1) of {@code parts}: the servers split in their order into
     * consecutive parts whose sizes differ by one at most (the first ones the larger), and the
     * rows that call this part's servers.
     *
     * @throws IllegalArgumentException when there are fewer servers than parts
     */
    MiddlewareCatalog part(int part, int parts) {
        if (parts < 1 || part < 1 || part > parts) {
            throw new IllegalArgumentException("no part " + part + " of " + parts);
        }
        if (servers.size() < parts) {
            throw new IllegalArgumentException(servers.size() + " installed server(s) cannot make " + parts + " parts");
        }
        int size = servers.size() / parts;
        int larger = servers.size() % parts;
        int from = (part - 1) * size + Math.min(part - 1, larger);
        int to = from + size + (part <= larger ? 1 : 0);
        List<Server> mine = servers.subList(from, to);
        Set<String> protocols = new TreeSet<>();
        mine.forEach(server -> protocols.add(server.protocol()));
        return new MiddlewareCatalog(mine, rows.stream().filter(row -> protocols.contains(row.server())).toList());
    }
}
