package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class RunningServerTest {

    /** A server whose stop counts its calls, and may wait for a latch first. */
    private static final class CountingServer extends RunningServer {
        final AtomicInteger stops = new AtomicInteger();
        final CountDownLatch stopping = new CountDownLatch(1);
        final CountDownLatch release;

        CountingServer(CountDownLatch release) {
            super("counting:1", Map.of("threads", "4"));
            this.release = release;
        }

        @Override
        protected void stop() throws InterruptedException {
            stops.incrementAndGet();
            stopping.countDown();
            release.await();
        }
    }

    @Test
    void itGivesBackWhatItStartedWith() throws Exception {
        try (CountingServer server = new CountingServer(new CountDownLatch(0))) {
            assertEquals("counting:1", server.endpoint());
            assertEquals(Map.of("threads", "4"), server.configuration());
            assertFalse(server.isClosed());
        }
    }

    @Test
    void closingTwiceStopsOnce() throws Exception {
        CountingServer server = new CountingServer(new CountDownLatch(0));
        server.close();
        server.close();
        assertEquals(1, server.stops.get());
        assertTrue(server.isClosed());
    }

    @Test
    void aSecondCloseReturnsOnceTheFirstHasStoppedTheServer() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountingServer server = new CountingServer(release);
        Thread first = new Thread(() -> {
            try {
                server.close();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        first.start();
        try {
            server.stopping.await();
            assertTrue(server.isClosed(), "the server's own threads see the close at once");
            Thread second = new Thread(() -> {
                try {
                    server.close();
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
            second.start();
            second.join(200);
            assertTrue(second.isAlive(), "the second close waits for the first");
            release.countDown();
            second.join();
            assertEquals(1, server.stops.get());
        } finally {
            release.countDown();
            first.join();
        }
    }

    @Test
    void aFailedStopIsNotTriedAgain() throws Exception {
        RunningServer failing = new RunningServer("failing:1", Map.of()) {
            private int stops;

            @Override
            protected void stop() {
                stops++;
                throw new IllegalStateException("stop " + stops);
            }
        };
        IllegalStateException first = assertThrows(IllegalStateException.class, failing::close);
        assertEquals("stop 1", first.getMessage());
        failing.close();
    }
}
