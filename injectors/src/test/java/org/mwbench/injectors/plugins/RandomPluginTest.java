package org.mwbench.injectors.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mwbench.injectors.plugins.PluginHarness.template;
import static org.mwbench.injectors.plugins.PluginHarness.test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.LoadedMachine;
import org.mwbench.platform.plugin.Condition;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

@Timeout(LoadedMachine.HANG_GUARD_SECONDS)
class RandomPluginTest {

    @Test
    void intStaysInItsInclusiveRange() throws Exception {
        SessionObject user = template("random", Map.of("min", "-1", "max", "1")).newSession(1);
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            long value = Long.parseLong(user.variable("int"));
            assertTrue(value >= -1 && value <= 1, "value " + value);
            seen.add(value);
        }
        assertEquals(Set.of(-1L, 0L, 1L), seen, "both ends are reached");
    }

    @Test
    void intCoversTheWholeLongRange() throws Exception {
        SessionObject user = template("random", Map.of("min", Long.toString(Long.MIN_VALUE),
                "max", Long.toString(Long.MAX_VALUE))).newSession(1);
        boolean negative = false;
        boolean positive = false;
        for (int i = 0; i < 100; i++) {
            long value = Long.parseLong(user.variable("int"));
            negative |= value < 0;
            positive |= value > 0;
        }
        assertTrue(negative && positive);
        SessionObject upperHalf = template("random", Map.of("min", "-1", "max", Long.toString(Long.MAX_VALUE)))
                .newSession(1);
        for (int i = 0; i < 100; i++) {
            assertTrue(Long.parseLong(upperHalf.variable("int")) >= -1);
        }
    }

    @Test
    void stringIsAlphanumericOfItsLength() throws Exception {
        SessionObject user = template("random", Map.of("length", "12")).newSession(1);
        String first = user.variable("string");
        assertTrue(first.matches("[A-Za-z0-9]{12}"), first);
        assertNotEquals(first, user.variable("string"), "each read draws anew");
    }

    @Test
    void uuidIsARandomVersion4Uuid() throws Exception {
        SessionObject user = template("random", Map.of()).newSession(1);
        UUID uuid = UUID.fromString(user.variable("uuid"));
        assertEquals(4, uuid.version());
        assertEquals(2, uuid.variant());
        assertNotEquals(uuid.toString(), user.variable("uuid"));
    }

    @Test
    void aSeedReplaysTheSameValuesForTheSameUserOnly() throws Exception {
        Map<String, String> seeded = Map.of("seed", "42", "max", "1000000");
        List<String> first = draws(template("random", seeded).newSession(3));
        List<String> again = draws(template("random", seeded).newSession(3));
        List<String> otherUser = draws(template("random", seeded).newSession(4));
        List<String> otherSeed = draws(template("random", Map.of("seed", "43", "max", "1000000")).newSession(3));
        assertEquals(first, again);
        assertNotEquals(first, otherUser);
        assertNotEquals(first, otherSeed);
        assertEquals(10, new HashSet<>(first.subList(0, 10)).size(), "the draws do vary: " + first);
    }

    @Test
    void seededChanceIsReproducibleToo() throws Exception {
        Map<String, String> seeded = Map.of("seed", "7");
        assertEquals(chances(template("random", seeded).newSession(1)), chances(template("random", seeded).newSession(1)));
    }

    @Test
    void usersOfOneSeedGetDistinctSeeds() throws Exception {
        Set<Long> seeds = new HashSet<>();
        for (int user = 0; user < 10_000; user++) {
            seeds.add(RandomSession.seedFor(42, user));
        }
        assertEquals(10_000, seeds.size());
    }

    @Test
    void chanceIsTrueAtItsRate() throws Exception {
        Condition chance = test(template("random", Map.of()).newSession(1), "random", "chance", Map.of("p", "0.7"));
        int hits = 0;
        for (int i = 0; i < 20_000; i++) {
            hits += chance.test() ? 1 : 0;
        }
        assertEquals(0.7, hits / 20_000.0, 0.02);
    }

    @Test
    void badParametersAreNamedWithTheirValue() throws Exception {
        PluginException range = assertThrows(PluginException.class,
                () -> template("random", Map.of("min", "10", "max", "5")));
        assertTrue(range.getMessage().contains("parameter 'max'") && range.getMessage().contains("'5'"),
                range.getMessage());
        PluginException length = assertThrows(PluginException.class, () -> template("random", Map.of("length", "0")));
        assertTrue(length.getMessage().contains("parameter 'length'") && length.getMessage().contains("'0'"),
                length.getMessage());
        PluginException p = assertThrows(PluginException.class,
                () -> test(template("random", Map.of()).newSession(1), "random", "chance", Map.of("p", "2")));
        assertTrue(p.getMessage().contains("parameter 'p'") && p.getMessage().contains("'2'"), p.getMessage());
    }

    private static List<String> draws(SessionObject user) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            values.add(user.variable("int"));
        }
        values.add(user.variable("string"));
        values.add(user.variable("uuid"));
        return values;
    }

    private static List<Boolean> chances(SessionObject user) throws Exception {
        Condition chance = test(user, "random", "chance", Map.of("p", "0.5"));
        List<Boolean> outcomes = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            outcomes.add(chance.test());
        }
        return outcomes;
    }
}
