package org.mwbench.platform.security;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import evil.Payload;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.URI;
import java.rmi.MarshalledObject;
import java.rmi.ServerException;
import java.rmi.UnmarshalException;
import java.text.SimpleDateFormat;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/** The filter applied to plain streams: what a control-plane peer may and may not make us instantiate. */
class SerialFiltersTest {

    @Test
    void patternIsTheDocumentedConstantAndEndsByRejectingEverythingElse() {
        assertEquals(SerialFilters.CONTROL_PLANE_PATTERN, SerialFilters.describe());
        assertTrue(SerialFilters.describe().startsWith("maxdepth=20;maxrefs=100000;maxbytes=67108864;maxarray=16777216;"));
        assertTrue(SerialFilters.describe().endsWith(";!*"));
    }

    @Test
    void controlPlaneValuesPass() throws Exception {
        List<Object> values = List.of(
                new ArrayList<>(List.of("a", "b")),
                List.of(1, 2L, 3.0), Set.of("x"), Map.of("k", 1), List.of(),
                new HashMap<>(Map.of("k", List.of("v"))), new TreeMap<>(Map.of("b", 2, "a", 1)),
                new LinkedHashSet<>(List.of("z", "y")),
                Collections.unmodifiableList(new ArrayList<>(List.of("u"))), Collections.emptyMap(),
                Collections.singletonList("s"), java.util.Arrays.asList("p", "q"),
                EnumSet.of(TimeUnit.SECONDS), new EnumMap<>(Map.of(TimeUnit.SECONDS, "s")),
                Duration.ofSeconds(3), Instant.ofEpochSecond(1), ZonedDateTime.parse("2024-01-02T03:04:05+01:00[Europe/Paris]"),
                ChronoUnit.MILLIS, UUID.randomUUID(), new int[] {1, 2}, new byte[] {3}, new String[] {"arr"},
                new Sample("s", 1, List.of("t"), Duration.ZERO),
                new TimeoutClientSocketFactory(1, 2));
        for (Object value : values) {
            Object copy = assertDoesNotThrow(() -> filteredCopy(value), value.getClass().getName());
            assertEquals(value.getClass(), copy.getClass(), value.getClass().getName());
        }
    }

    @Test
    void exceptionsAsRmiAndTheJdkProduceThemPass() throws Exception {
        ServerException server = new ServerException("RemoteException occurred in server thread",
                new UnmarshalException("error unmarshalling arguments", new InvalidClassException("filter status: REJECTED")));
        IllegalStateException withSuppressed = new IllegalStateException("blade failed", new UncheckedIOException(new EOFException()));
        withSuppressed.addSuppressed(new IOException("while closing"));
        List<Throwable> failures = List.of(server, withSuppressed,
                new SecurityException("bad proof"), new java.rmi.ConnectException("x", new java.net.ConnectException("refused")),
                new CompletionException(new TimeoutException()), new AssertionError("boom"), new NullPointerException());
        for (Throwable failure : failures) {
            Throwable copy = (Throwable) filteredCopy(failure);
            assertEquals(failure.getClass(), copy.getClass());
            assertEquals(failure.getMessage(), copy.getMessage());
            assertEquals(failure.getStackTrace().length, copy.getStackTrace().length);
        }
        Throwable copy = (Throwable) filteredCopy(withSuppressed);
        assertEquals(IOException.class, copy.getSuppressed()[0].getClass());
    }

    @Test
    void classesOutsideTheAllowListAreRejectedBeforeTheirCodeRuns() throws Exception {
        Payload.DESERIALIZED.set(false);
        List<Object> rejected = List.of(
                new Payload("calc"),
                new ArrayList<>(List.of("fine", new Payload("hidden inside a list"))),
                new SimpleDateFormat("yyyy"),
                URI.create("http://127.0.0.1/").toURL(), // URLDNS gadget
                new PriorityQueue<>(List.of("a", "b")), // classic gadget-chain trigger
                new MarshalledObject<>("a stream inside the stream"),
                (Runnable & Serializable) () -> { }); // java.lang.invoke.SerializedLambda
        for (Object value : rejected) {
            InvalidClassException e = assertThrows(InvalidClassException.class, () -> filteredCopy(value), value.getClass().getName());
            assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
        }
        assertFalse(Payload.DESERIALIZED.get());
    }

    @Test
    void deeplyNestedGraphsAreRejected() throws Exception {
        List<Object> nested = new ArrayList<>();
        List<Object> current = nested;
        for (int i = 0; i < 30; i++) {
            List<Object> inner = new ArrayList<>();
            current.add(inner);
            current = inner;
        }

        assertThrows(InvalidClassException.class, () -> filteredCopy(nested));
    }

    static Object filteredCopy(Object o) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            in.setObjectInputFilter(SerialFilters.controlPlane());
            return in.readObject();
        }
    }
}
