package org.mwbench.contract;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The conformance check against candidates that are each wrong in one place: each must be
 * caught at exactly that place, and nowhere else.
 */
class ConformanceTest {

    @Test
    void theReferenceConforms() {
        assertEquals(List.of(), Conformance.check(new ReferenceService()));
        assertDoesNotThrow(() -> Conformance.assertConforms(new ReferenceService()));
    }

    @Test
    void aCandidateThatCopiesEveryAnswerConforms() {
        assertEquals(List.of(), Conformance.check(new ForwardingService()));
    }

    @Test
    void oneOrderMonthChangedIsCaughtAtItsPath() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public Data3[] getCustomers(String salesRep, int n) throws Exception {
                Data3[] customers = super.getCustomers(salesRep, n);
                if (n == 8) {
                    customers[3].getOrders()[1].getDate().setMonth("Undecimber");
                }
                return customers;
            }
        };
        String month = ReferenceData.customers("rep-7", 8)[3].getOrders()[1].getDate().getMonth();
        assertEquals(List.of(new Mismatch("getCustomers(\"rep-7\", 8)[3].orders[1].date.month",
                "\"" + month + "\"", "\"Undecimber\"")), Conformance.check(candidate));
    }

    @Test
    void oneDoubleOffByOneUlpIsCaughtAtItsPath() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public Data2[] getItems(int n) throws Exception {
                Data2[] items = super.getItems(n);
                if (n == 4) {
                    items[2].getD3()[5] = Math.nextUp(items[2].getD3()[5]);
                }
                return items;
            }
        };
        double expected = ReferenceData.items(4)[2].getD3()[5];
        assertEquals(List.of(new Mismatch("getItems(4)[2].d3[5]",
                Double.toString(expected), Double.toString(Math.nextUp(expected)))), Conformance.check(candidate));
    }

    @Test
    void zeroThatLostItsSignIsCaught() {
        Comparison comparison = new Comparison();
        comparison.same("d", 0.0, -0.0);
        assertEquals(List.of(new Mismatch("d", "0.0", "-0.0")), comparison.mismatches());
    }

    @Test
    void anEchoThatDropsTheLastByteIsCaughtForEverySize() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public byte[] echoBytes(byte[] data) {
                return Arrays.copyOf(data, Math.max(0, data.length - 1));
            }
        };
        List<Mismatch> expected = new ArrayList<>();
        for (int n = 4; n <= 65536; n *= 2) {
            expected.add(new Mismatch("echoBytes(bytes(" + n + ")).length", Integer.toString(n), Integer.toString(n - 1)));
        }
        assertEquals(expected, Conformance.check(candidate));
    }

    @Test
    void anEchoThatChangesTheArrayItWasGivenIsCaught() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public byte[] echoBytes(byte[] data) {
                if (data.length > 0) {
                    data[0]++;
                }
                return data;
            }
        };
        List<Mismatch> mismatches = Conformance.check(candidate);
        assertEquals(15, mismatches.size(), mismatches::toString);
        assertEquals("echoBytes(bytes(4))[0]", mismatches.get(0).path());
    }

    @Test
    void anEchoOfShortsThatLosesTheSignIsCaughtAtTheFirstNegative() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public short[] echoShorts(short[] data) {
                short[] answer = new short[data.length];
                for (int i = 0; i < data.length; i++) {
                    answer[i] = (short) Math.min(Short.MAX_VALUE, Math.abs(data[i])); // a sign lost in transit
                }
                return answer;
            }
        };
        List<Mismatch> mismatches = Conformance.check(candidate);
        assertEquals(2, mismatches.size(), mismatches::toString);
        assertEquals(new Mismatch("echoShorts([MIN_VALUE, -1, 0, 1, MAX_VALUE])[0]", "-32768", "32767 (first of 2 differing shorts)"),
                mismatches.get(0));
        assertTrue(mismatches.get(1).path().startsWith("echoShorts(shorts(5120))["), mismatches.get(1).toString());
    }

    @Test
    void anEchoOfShortsThatDropsTheEmptyArrayIsCaught() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public short[] echoShorts(short[] data) {
                return data.length == 0 ? null : data.clone();
            }
        };
        assertEquals(List.of(new Mismatch("echoShorts([])", "short[0]", "null")), Conformance.check(candidate));
    }

    @Test
    void aStampThatAddsOneIsCaughtForEveryInput() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public long stamp(long t) {
                return t + 1;
            }
        };
        assertEquals(List.of(
                new Mismatch("stamp(0)", "0", "1"),
                new Mismatch("stamp(1)", "1", "2"),
                new Mismatch("stamp(9223372036854775807)", "9223372036854775807", "-9223372036854775808"),
                new Mismatch("stamp(-123456789)", "-123456789", "-123456788")), Conformance.check(candidate));
    }

    @Test
    void aCallThatThrowsIsAMismatchAndTheCheckGoesOn() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public void ping() {
                throw new IllegalStateException("server gone");
            }

            @Override
            public String getString(int n) throws Exception {
                if (n == 4096) {
                    throw new IOException();
                }
                return super.getString(n);
            }

            @Override
            public long cube(long x) throws Exception {
                return x == 3 ? 26 : super.cube(x);
            }
        };
        assertEquals(List.of(
                new Mismatch("ping()", "normal return", "java.lang.IllegalStateException: server gone"),
                new Mismatch("getString(4096)", "normal return", "java.io.IOException"),
                new Mismatch("cube(3)", "27", "26")), Conformance.check(candidate));
    }

    @Test
    void anErrorFromTheCandidateIsAMismatchButAVirtualMachineErrorIsNot() {
        BenchmarkService linkageBroken = new ForwardingService() {
            @Override
            public Data3 getCustomer(String id) {
                throw new NoClassDefFoundError("org/example/Stub");
            }
        };
        assertEquals(List.of(
                new Mismatch("getCustomer(\"C-42\")", "normal return", "java.lang.NoClassDefFoundError: org/example/Stub"),
                new Mismatch("getCustomer(\"C-\\u00C6r\\u00F8 7\")", "normal return",
                        "java.lang.NoClassDefFoundError: org/example/Stub")),
                Conformance.check(linkageBroken));

        InternalError vmError = new InternalError("the JVM itself");
        BenchmarkService vmBroken = new ForwardingService() {
            @Override
            public void ping() {
                throw vmError;
            }
        };
        assertSame(vmError, assertThrows(InternalError.class, () -> Conformance.check(vmBroken)));
    }

    @Test
    void anInterruptIsReportedAndKeptForTheCaller() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public void ping() throws InterruptedException {
                throw new InterruptedException("stop");
            }
        };
        try {
            List<Mismatch> mismatches = Conformance.check(candidate);
            assertEquals(List.of(new Mismatch("ping()", "normal return", "java.lang.InterruptedException: stop")),
                    mismatches);
            assertTrue(Thread.currentThread().isInterrupted(), "interrupt status restored");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aNullArrayIsOneMismatchAtTheCall() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public Data2[] getItems(int n) throws Exception {
                // What some encodings make of an empty array.
                return n == 0 ? null : super.getItems(n);
            }
        };
        assertEquals(List.of(new Mismatch("getItems(0)", "Data2[0]", "null")), Conformance.check(candidate));
    }

    @Test
    void latin1DecodedAsUtf8IsCaughtWithEscapedCharacters() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public String getString(int n) throws Exception {
                // The classic charset bug: UTF-8 bytes read back as ISO-8859-1.
                return new String(super.getString(n).getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
            }
        };
        List<Mismatch> mismatches = Conformance.check(candidate);
        List<String> paths = mismatches.stream().map(Mismatch::path).toList();
        assertEquals(List.of("getString(64)", "getString(512)", "getString(4096)", "getString(8192)"), paths);
        // Every letter of U+00C0..U+00FF starts with the byte 0xC3 in UTF-8: shown as an
        // escape, never as a raw character.
        assertTrue(mismatches.get(0).actual().contains("\\u00C3"), mismatches.get(0).actual());
    }

    @Test
    void aLongStringMismatchShowsAnExcerptAroundTheFirstDifference() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public String getString(int n) throws Exception {
                String s = super.getString(n);
                return n == 8192 ? s.substring(0, 4095) + '\u00FF' + s.substring(4096) : s;
            }
        };
        List<Mismatch> mismatches = Conformance.check(candidate);
        assertEquals(1, mismatches.size(), mismatches::toString);
        Mismatch mismatch = mismatches.get(0);
        assertEquals("getString(8192)", mismatch.path());
        assertTrue(mismatch.expected().startsWith("8192 chars, at [4095]: ..."), mismatch.expected());
        assertTrue(mismatch.actual().startsWith("8192 chars, at [4095]: ..."), mismatch.actual());
        assertTrue(mismatch.actual().contains("\\u00FF"), mismatch.actual());
        assertTrue(mismatch.actual().length() < 200, "an excerpt, not 8 KB: " + mismatch.actual().length());
    }

    @Test
    void assertConformsListsEveryMismatch() {
        BenchmarkService candidate = new ForwardingService() {
            @Override
            public long stamp(long t) {
                return t + 1;
            }
        };
        AssertionError error = assertThrows(AssertionError.class, () -> Conformance.assertConforms(candidate));
        String message = error.getMessage();
        assertTrue(message.contains("4 mismatches"), message);
        for (String path : List.of("stamp(0)", "stamp(1)", "stamp(9223372036854775807)", "stamp(-123456789)")) {
            assertTrue(message.contains(System.lineSeparator() + "  " + path + ": expected "), message);
        }
    }
}
