package org.mwbench.analysis.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Series are styled by family: the members of one family share a hue and differ in lightness and dash,
 * different families differ in hue. Guards a full run's rows against two series a reader cannot tell apart.
 */
@Timeout(30)
class PaletteTest {
    /** A full run's client rows and a bridge: 15 families, from 1 to 4 members. */
    static final List<String> FULL_RUN = List.of("corba-jacorb", "corba-omniorb", "corba-openjdk", "corba-glassfish",
            "rmi", "rmi-iiop", "fractal-rmi", "tcp", "http-json", "http-json-jdk", "http-json-okhttp", "http-floor",
            "xmlrpc", "soap-jaxws", "soap-axis", "ejb-openejb", "grpc", "grpc-direct", "ice", "ice-cpp", "thrift",
            "thrift-compact", "dubbo", "dubbo-tri", "hessian", "avro", "omniORB->JacORB");
    /** Sum of the red, green and blue differences below which two colours read as one in a legend. */
    private static final int DISTINGUISHABLE = 40;

    @Test
    void familiesAreReadFromTheNamesFirstWordAndABridgesCaller() {
        assertEquals("corba", SeriesFamily.of("corba-jacorb"));
        assertEquals("http", SeriesFamily.of("http-json-okhttp"));
        assertEquals("tcp", SeriesFamily.of("tcp ping"));
        assertEquals("omniorb", SeriesFamily.of("omniORB->JacORB"));
        assertEquals("rmi", SeriesFamily.of("rmi"));
        assertEquals("-odd", SeriesFamily.of("-odd"));
    }

    @Test
    void namesOfOneFamilyOnlyAreEachAFamilyOfTheirOwn() {
        assertEquals(List.of(List.of(0), List.of(1), List.of(2)),
                SeriesFamily.group(List.of("middleware 0", "middleware 1", "middleware 2")));
        assertEquals(List.of(List.of(0, 2), List.of(1)), SeriesFamily.group(List.of("corba-a", "tcp", "corba-b")));
    }

    @Test
    void membersOfOneFamilyShareAHueAndDifferInShadeAndDash() {
        List<ChartStyle.SeriesStyle> styles = ChartStyle.styles(FULL_RUN);
        double spacing = 360.0 / SeriesFamily.group(FULL_RUN).size();
        for (List<Integer> family : SeriesFamily.group(FULL_RUN)) {
            for (int a : family) {
                for (int b : family) {
                    if (a < b) {
                        assertTrue(hueDistance(styles.get(a).color(), styles.get(b).color()) < spacing / 4,
                                FULL_RUN.get(a) + " and " + FULL_RUN.get(b) + " are one family but not one hue");
                        assertTrue(!styles.get(a).line().equals(styles.get(b).line())
                                        && distance(styles.get(a).color(), styles.get(b).color()) >= DISTINGUISHABLE,
                                FULL_RUN.get(a) + " and " + FULL_RUN.get(b) + " share a dash or a shade");
                    }
                }
            }
        }
    }

    @Test
    void seriesOfDifferentFamiliesHaveHuesApart() {
        List<ChartStyle.SeriesStyle> styles = ChartStyle.styles(FULL_RUN);
        double spacing = 360.0 / SeriesFamily.group(FULL_RUN).size();
        for (int a = 0; a < FULL_RUN.size(); a++) {
            for (int b = a + 1; b < FULL_RUN.size(); b++) {
                if (!SeriesFamily.of(FULL_RUN.get(a)).equals(SeriesFamily.of(FULL_RUN.get(b)))) {
                    assertTrue(hueDistance(styles.get(a).color(), styles.get(b).color()) > spacing * 0.75,
                            FULL_RUN.get(a) + " and " + FULL_RUN.get(b) + ": " + styles.get(a).color() + " and "
                                    + styles.get(b).color());
                    assertTrue(distance(styles.get(a).color(), styles.get(b).color()) >= DISTINGUISHABLE
                                    || !styles.get(a).line().equals(styles.get(b).line()),
                            FULL_RUN.get(a) + " and " + FULL_RUN.get(b) + " look alike");
                }
            }
        }
    }

    @Test
    void everySeriesOfAFullRunHasAStyleOfItsOwn() {
        Set<List<Object>> styles = new HashSet<>();
        for (ChartStyle.SeriesStyle style : ChartStyle.styles(FULL_RUN)) {
            styles.add(List.of(style.color(), style.line(), style.marker().getClass()));
        }
        assertEquals(FULL_RUN.size(), styles.size());
    }

    @Test
    void consecutiveFamiliesAreFarApartOnTheColourWheel() {
        for (int families = 1; families <= 30; families++) {
            int stride = ChartStyle.strideFor(families);
            Set<Integer> positions = new HashSet<>();
            for (int f = 0; f < families; f++) {
                positions.add(f * stride % families);
            }
            assertEquals(families, positions.size(), "stride " + stride + " for " + families + " families");
        }
    }

    private static double hueDistance(Color a, Color b) {
        float ha = Color.RGBtoHSB(a.getRed(), a.getGreen(), a.getBlue(), null)[0];
        float hb = Color.RGBtoHSB(b.getRed(), b.getGreen(), b.getBlue(), null)[0];
        double d = Math.abs(ha - hb) * 360;
        return Math.min(d, 360 - d);
    }

    private static int distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }
}
