package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ServerOptionsTest {
    private static ServerOptions.Reader reader(Map<String, String> given) {
        return ServerOptions.of("p", given)
                .knob(ServerKnob.THREADS, 8, "p's worker pool")
                .knob(ServerKnob.BACKLOG, 1024, 4096, "p's listen backlog")
                .unbounded(ServerKnob.QUEUE, "p's request queue")
                .unavailable(ServerKnob.MAX_CONNECTIONS, "p accepts every connection")
                .options("keepalive");
    }

    @Test
    void valuesDefaultsAndTheConfigurationInKnobOrder() {
        ServerOptions options = reader(Map.of("backlog", " 300 ", "keepalive", "false")).read();
        assertEquals(8, options.value(ServerKnob.THREADS));
        assertEquals(300, options.value(ServerKnob.BACKLOG));
        assertEquals(OptionalInt.empty(), options.limit(ServerKnob.QUEUE));
        assertEquals("false", options.text("keepalive", "true"));
        assertEquals(List.of("threads", "backlog", "queue", "max_connections"), List.copyOf(options.configuration().keySet()));
        assertEquals(List.of("8", "300", "unbounded", "not available"), List.copyOf(options.configuration().values()));
    }

    @Test
    void anUnavailableKnobIsRefusedWithItsReason() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> reader(Map.of("max_connections", "10")).read());
        assertEquals("protocol 'p' has no option max_connections (connection limit): p accepts every connection",
                e.getMessage());
    }

    @Test
    void badValuesAndUnknownOptionsAreRefusedNamingThem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> reader(Map.of("backlog", "5000")).read());
        assertEquals("protocol 'p': option backlog (accept backlog) is a whole number from 1 to 4096, not '5000'",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> reader(Map.of("threads", "0")).read());
        assertTrue(e.getMessage().contains("option threads") && e.getMessage().contains("'0'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> reader(Map.of("backlogg", "5")).read());
        assertTrue(e.getMessage().startsWith("protocol 'p' has no option [backlogg]; it knows "), e.getMessage());
    }

    @Test
    void aServerMustSayWhetherItTakesEveryKnob() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ServerOptions.of("p", Map.of()).knob(ServerKnob.THREADS, 1, "p's pool").read());
        assertEquals("protocol 'p' does not say whether it takes knob backlog", e.getMessage());
    }

    /** What {@code mwbench server --knobs} prints of a server: read from no options, its declaration. */
    @Test
    void theDeclarationSaysWhatEachKnobSetsOrWhyItIsNotThere() {
        ServerOptions declared = reader(Map.of()).read();
        assertEquals("p's worker pool", declared.sets(ServerKnob.THREADS));
        assertEquals("p's request queue", declared.sets(ServerKnob.QUEUE));
        assertEquals(null, declared.sets(ServerKnob.MAX_CONNECTIONS));
        assertEquals("p accepts every connection", declared.unavailableReason(ServerKnob.MAX_CONNECTIONS));
        assertEquals(null, declared.unavailableReason(ServerKnob.THREADS));
    }

    @Test
    void aKnobMustSayWhatItSetsAndAMissingKnobWhy() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ServerOptions.of("p", Map.of()).knob(ServerKnob.THREADS, 1, " "));
        assertEquals("protocol 'p' does not say what knob threads sets", e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ServerOptions.of("p", Map.of()).unbounded(ServerKnob.QUEUE, ""));
        assertEquals("protocol 'p' does not say what knob queue sets", e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ServerOptions.of("p", Map.of()).unavailable(ServerKnob.QUEUE, null));
        assertEquals("protocol 'p' does not say why it has no knob queue", e.getMessage());
    }

    @Test
    void aPreferredKnobTheMiddlewareHasIsTakenAsIfStrict() {
        ServerOptions options = reader(Map.of("prefer.threads", "1024", "prefer.backlog", "2048")).read();
        assertEquals(1024, options.value(ServerKnob.THREADS));
        assertEquals(2048, options.value(ServerKnob.BACKLOG));
        assertEquals("1024", options.configuration().get("threads"));
    }

    @Test
    void aPreferredKnobTheMiddlewareHasNotIsRecordedAsNotAppliedWithItsReason() {
        ServerOptions options = reader(Map.of("prefer.max_connections", "10")).read();
        assertEquals("not applied: p accepts every connection", options.configuration().get("max_connections"));
        assertEquals("not available", reader(Map.of()).read().configuration().get("max_connections"));
    }

    @Test
    void aPreferredKnobKeepsItsChecks() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> reader(Map.of("prefer.backlog", "5000")).read());
        assertTrue(e.getMessage().contains("option backlog") && e.getMessage().contains("'5000'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> reader(Map.of("prefer.threads", "4", "threads", "8")).read());
        assertEquals("protocol 'p': knob threads is given both strict (threads) and preferred (prefer.threads); give one",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> reader(Map.of("prefer.keepalive", "true")).read());
        assertTrue(e.getMessage().startsWith("protocol 'p' has no option [prefer.keepalive]; it knows "), e.getMessage());
    }
}
