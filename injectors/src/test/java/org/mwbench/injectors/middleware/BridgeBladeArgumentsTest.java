package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mwbench.platform.agent.LocalBlade;

/**
 * A bridge's bad argument fails its deploy, naming what is wrong, before any server starts.
 * (Bridges between real middleware are tested through the distribution: deploy's BridgeIT.)
 */
class BridgeBladeArgumentsTest {
    @TempDir
    Path dir;

    private String refusal(String argument) {
        Exception refused = assertThrows(Exception.class,
                () -> new LocalBlade(BridgeBlade.class.getName(), argument, dir, Map.of()).close());
        StringBuilder text = new StringBuilder();
        for (Throwable t = refused; t != null; t = t.getCause()) {
            text.append(t.getMessage()).append(" / ");
        }
        return text.toString();
    }

    @Test
    void aBridgeNeedsItsBackMiddlewareAndItsBackServer() {
        String message = refusal("protocol=tcp backend=tcp-server");
        assertTrue(message.contains("a bridge needs forward=PROTOCOL") && message.contains("backend=SERVER_BLADE_ID"), message);
        message = refusal("protocol=tcp forward=tcp");
        assertTrue(message.contains("a bridge needs forward=PROTOCOL"), message);
    }

    @Test
    void aZeroTimeoutIsRefused() {
        String message = refusal("protocol=tcp forward=tcp backend=tcp-server timeout=0s");
        assertTrue(message.contains("parameter 'timeout' = '0'"), message);
    }

    @Test
    void aMisspeltParameterIsRefused() {
        String message = refusal("protocol=tcp forward=tcp backend=tcp-server timout=1s");
        assertTrue(message.contains("unknown parameter(s) [timout]"), message);
    }

    @Test
    void anUnknownBackMiddlewareIsNamed() {
        String message = refusal("protocol=tcp forward=no-such-middleware backend=tcp-server");
        assertTrue(message.contains("forward=no-such-middleware: no middleware client for protocol 'no-such-middleware'"),
                message);
    }
}
