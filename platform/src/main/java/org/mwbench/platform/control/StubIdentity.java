package org.mwbench.platform.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mwbench.platform.security.MacKey;

/**
 * What a control endpoint is, for the handshake's proof: a digest of its stub's serialized form.
 * That form holds the host, the port and the object id the stub calls, and its client socket
 * factory, which off loopback pins the endpoint's TLS certificate. The callee computes it from the
 * stub it exported, the caller from the stub it holds; they agree only if the caller talks to the
 * very endpoint that proves the secret, not to a relay standing in for it.
 */
public final class StubIdentity {

    private static final Pattern ENDPOINT = Pattern.compile("endpoint:\\[([^,\\]]+)");

    private StubIdentity() {
    }

    public static byte[] of(ControlChannel stub) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(stub);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot serialize a control stub", e);
        }
        return MacKey.sha256(bytes.toByteArray());
    }

    /** The identity of an endpoint called in the same JVM, with no stub: the local agent's. */
    public static byte[] inProcess(String name) {
        return MacKey.sha256(MacKey.utf8("in-process:" + name));
    }

    /**
     * The identity of an agent reached through a connection it dialled: its name and the
     * fingerprint of the TLS certificate the supervisor presented on that connection, as the agent
     * saw it (see {@link org.mwbench.platform.security.DialOutTls}).
     */
    public static byte[] dialled(String agentName, String supervisorFingerprint) {
        return MacKey.sha256(MacKey.utf8("dial-out:" + agentName + ":" + supervisorFingerprint));
    }

    /** Host and port of a stub, for messages ("127.0.0.1:40123"); the stub's text if RMI changes its format. */
    public static String describe(ControlChannel channel) {
        if (channel instanceof ChannelServer) {
            return "this process";
        }
        if (channel instanceof DialledChannel dialled) {
            return dialled.toString();
        }
        String text = String.valueOf(channel);
        Matcher matcher = ENDPOINT.matcher(text);
        return matcher.find() ? matcher.group(1) : text;
    }
}
