package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceService;

/**
 * The {@link ServerKnob knobs} of one server, against the real server on loopback: the ones it
 * takes are taken and reported by {@link ServerHandle#configuration()}, with the settings they
 * map to; its defaults are reported when none is given; the ones it has not are refused with
 * its reason; and a value that is not a whole number from 1, or a misspelt option, is refused
 * with a message that names the protocol, the option and the value. The server's declaration
 * ({@link MiddlewareServer#knobs()}, what {@code mwbench server --knobs} prints) agrees: the
 * knobs it takes say what they set, with the defaults the started server reports. A protocol's
 * client module extends it, as it does {@link MiddlewareTestKit}.
 */
public abstract class ServerKnobsTestKit {

    private final String protocol;
    private final Map<ServerKnob, Integer> knobs;
    private final Map<String, String> derived;

    /**
     * @param protocol the protocol under test, as its server names it
     * @param knobs the knobs the server takes, each with a value that is not its default; every
     *     other knob must be refused
     * @param derived entries the server's configuration must hold, given {@code knobs}: the
     *     middleware's own settings the knobs map to, such as {@code jacorb.poa.queue_max}
     */
    protected ServerKnobsTestKit(String protocol, Map<ServerKnob, Integer> knobs, Map<String, String> derived) {
        this.protocol = protocol;
        this.knobs = Map.copyOf(knobs);
        this.derived = Map.copyOf(derived);
    }

    /** A server whose knobs map to nothing of its own to report. */
    protected ServerKnobsTestKit(String protocol, Map<ServerKnob, Integer> knobs) {
        this(protocol, knobs, Map.of());
    }

    private MiddlewareServer server() {
        return Middlewares.server(protocol, getClass().getClassLoader());
    }

    private ServerHandle start(Map<String, String> options) throws Exception {
        MiddlewareServer server = server();
        return server.start(new ServerSettings(ServerSettings.LOOPBACK, 0, options), new ReferenceService());
    }

    private Map<String, String> given() {
        Map<String, String> options = new HashMap<>();
        knobs.forEach((knob, value) -> options.put(knob.option(), Integer.toString(value)));
        return options;
    }

    @Test
    void knobsAreTakenAndReportedWithWhatTheyMapTo() throws Exception {
        try (ServerHandle handle = start(given())) {
            Map<String, String> configuration = handle.configuration();
            List<String> names = new ArrayList<>(configuration.keySet());
            for (int i = 0; i < ServerKnob.values().length; i++) {
                assertEquals(ServerKnob.values()[i].option(), names.get(i), "the knobs come first, in order: " + names);
            }
            for (ServerKnob knob : ServerKnob.values()) {
                Integer value = knobs.get(knob);
                assertEquals(value == null ? ServerOptions.NOT_AVAILABLE : value.toString(),
                        configuration.get(knob.option()), knob.option() + " in " + configuration);
            }
            derived.forEach((name, value) -> assertEquals(value, configuration.get(name), name + " in " + configuration));
            assertSingleLines(configuration);
        }
    }

    @Test
    void defaultsAreReportedWhenNoKnobIsGiven() throws Exception {
        Map<String, String> declared = server().knobs().configuration();
        try (ServerHandle handle = start(Map.of())) {
            Map<String, String> configuration = handle.configuration();
            for (ServerKnob knob : ServerKnob.values()) {
                String value = configuration.get(knob.option());
                assertEquals(declared.get(knob.option()), value, knob.option() + ": the declaration's default, "
                        + declared + ", is what the server runs with");
                if (knobs.containsKey(knob)) {
                    assertTrue(value.equals(ServerOptions.UNBOUNDED) || Integer.parseInt(value) >= 1,
                            knob.option() + " has a default: " + configuration);
                } else {
                    assertEquals(ServerOptions.NOT_AVAILABLE, value, knob.option() + " in " + configuration);
                }
            }
            assertSingleLines(configuration);
        }
    }

    /** The server's row of {@code mwbench server --knobs}, answered without starting it. */
    @Test
    void theDeclarationSaysWhatEachKnobTakenSetsAndWhyTheOthersAreNot() {
        ServerOptions declared = server().knobs();
        for (ServerKnob knob : ServerKnob.values()) {
            String sets = declared.sets(knob);
            String why = declared.unavailableReason(knob);
            if (knobs.containsKey(knob)) {
                assertTrue(sets != null && !sets.isBlank() && why == null, knob.option() + " sets '" + sets + "'");
            } else {
                assertTrue(sets == null && why != null && !why.isBlank(), knob.option() + " is not available: '" + why + "'");
            }
        }
    }

    @Test
    void knobsTheMiddlewareHasNotAreRefusedWithTheReason() {
        for (ServerKnob knob : ServerKnob.values()) {
            if (knobs.containsKey(knob)) {
                continue;
            }
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> start(Map.of(knob.option(), "10")).close(), knob.option());
            String message = refused.getMessage();
            assertTrue(message.startsWith("protocol '" + protocol + "' has no option " + knob.option() + " ("),
                    message);
            assertTrue(message.length() > 60, "the reason is given: " + message);
        }
    }

    @Test
    void badValuesAreRefusedNamingTheOptionAndTheValue() {
        for (ServerKnob knob : knobs.keySet()) {
            for (String bad : List.of("0", "-3", "many", "1.5", "2000000")) {
                Map<String, String> options = given();
                options.put(knob.option(), bad);
                IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                        () -> start(options).close(), knob.option() + "=" + bad);
                String message = refused.getMessage();
                assertTrue(message.contains("protocol '" + protocol + "'") && message.contains("option " + knob.option())
                        && message.contains("'" + bad + "'"), message);
            }
        }
    }

    @Test
    void aMisspeltKnobIsRefusedNamingIt() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> start(Map.of("thread", "8")).close());
        assertTrue(refused.getMessage().contains("protocol '" + protocol + "' has no option [thread]"),
                refused.getMessage());
    }

    private static void assertSingleLines(Map<String, String> configuration) {
        configuration.forEach((name, value) -> {
            assertFalse(name.isEmpty() || name.contains("\n") || name.contains(","), "name '" + name + "'");
            assertFalse(value.contains("\n") || value.contains("\r"), name + "'s value '" + value + "'");
        });
    }
}
