package org.mwbench.contract;

import java.util.SplittableRandom;

/**
 * Draws the {@link Data3} customer records of Gray 2005 from word lists.
 *
 * <p>The words are plausible rather than random letters so that a record looks like what the
 * paper simulated, "customer records retrieved from a database", and compresses like one.
 * Some cities and states carry Latin-1 letters, for the reason {@link Latin1Text} gives. They
 * are written as {@code \}{@code u} escapes: the reference data must not depend on the
 * encoding the source happens to be compiled with.
 *
 * <p>The order of the draws is part of the reference data: changing it, or a list, changes
 * every record. The pinned values in the tests are there to notice.
 */
final class CustomerRecords {

    private static final String[] MONTHS = {
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    };

    private static final String[] CITIES = {
        "Brisbane", "Z\u00FCrich", "Malm\u00F6", "Montr\u00E9al",
        "S\u00E3o Paulo", "Reykjav\u00EDk", "Bogot\u00E1", "\u00C5rhus",
        "Krak\u00F3w", "D\u00FCsseldorf", "Besan\u00E7on", "A Coru\u00F1a",
        "Canberra", "Auckland", "N\u00EEmes", "Aberdeen",
    };

    private static final String[] STATES = {
        "Queensland", "New South Wales", "Victoria", "Tasmania", "Bavaria", "Qu\u00E9bec",
        "\u00CEle-de-France", "Catalonia", "Ontario", "Sk\u00E5ne", "Zeeland", "Galicia",
    };

    private static final String[] STREET_NAMES = {
        "High", "Church", "Station", "Victoria", "Mill", "Park", "Queen", "King",
        "Garden", "Albert", "Bridge", "Market", "Castle", "Harbour", "Elm", "Wattle",
    };

    private static final String[] STREET_KINDS = {
        "Street", "Road", "Avenue", "Lane", "Terrace", "Parade", "Crescent", "Place",
    };

    private static final String[] UNIT_KINDS = {"Unit", "Suite", "Flat", "Level"};

    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private CustomerRecords() {
    }

    /**
     * The record of one customer, every field drawn from {@code rng} in a fixed order.
     *
     * <p>The sales representative is always drawn, first, even when {@code salesRep} is given:
     * so the rest of the record depends on {@code rng} alone, and
     * {@code customers(rep, n)[i]} is {@code customer(id)} with only its {@code salesRep}
     * replaced.
     *
     * @param rng the generator, seeded from the customer's id
     * @param id the customer's id
     * @param salesRep the sales representative, or {@code null} to use the drawn one
     * @return the record
     */
    static Data3 draw(SplittableRandom rng, String id, String salesRep) {
        String drawnRep = "rep-" + Draws.intIn(rng, 1, 50);
        Address address = address(rng);
        Order[] orders = new Order[Draws.intIn(rng, 1, 4)];
        for (int i = 0; i < orders.length; i++) {
            orders[i] = order(rng);
        }
        return new Data3(id, salesRep == null ? drawnRep : salesRep, address, orders);
    }

    private static Address address(SplittableRandom rng) {
        long postcode = Draws.longIn(rng, 1000, 99999);
        String unit = Draws.oneOf(rng, UNIT_KINDS) + " " + Draws.intIn(rng, 1, 250);
        String street = Draws.intIn(rng, 1, 1999) + " "
                + Draws.oneOf(rng, STREET_NAMES) + " " + Draws.oneOf(rng, STREET_KINDS);
        String city = Draws.oneOf(rng, CITIES);
        String state = Draws.oneOf(rng, STATES);
        return new Address(postcode, unit, street, city, state);
    }

    private static Order order(SplittableRandom rng) {
        long day = Draws.intIn(rng, 1, 28);
        String month = Draws.oneOf(rng, MONTHS);
        long year = Draws.intIn(rng, 1990, 2025);
        return new Order(new SimpleDate(day, month, year), productCode(rng), Draws.intIn(rng, 1, 100));
    }

    /**
     * A code like {@code "PX-1234"}. Built by hand rather than with {@code String.format}:
     * {@code %04d} formats digits in the default locale, which are not ASCII everywhere.
     */
    private static String productCode(SplittableRandom rng) {
        char first = LETTERS.charAt(Draws.intIn(rng, 0, LETTERS.length() - 1));
        char second = LETTERS.charAt(Draws.intIn(rng, 0, LETTERS.length() - 1));
        return "" + first + second + "-" + Draws.intIn(rng, 1000, 9999);
    }
}
