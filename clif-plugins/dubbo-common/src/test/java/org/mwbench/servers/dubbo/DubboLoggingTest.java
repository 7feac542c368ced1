package org.mwbench.servers.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.apache.dubbo.common.logger.LoggerFactory;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.ServerHandle;
import org.mwbench.contract.middleware.ServerSettings;

/**
 * A server's and a client's start, calls and stop log nothing below WARNING: Dubbo logs through
 * {@code java.util.logging}, whose {@code org.apache.dubbo} logger the server sets to WARNING,
 * and the root logger's level is left as it was.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class DubboLoggingTest {

    /** Every record that reaches the root logger's handlers: Dubbo's, and its loggers named after our classes. */
    private static final class Recorder extends Handler {
        final List<LogRecord> records = new CopyOnWriteArrayList<>();

        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    @ParameterizedTest
    @EnumSource(DubboWire.class)
    @SuppressWarnings("try") // close() of the contract interfaces declares Exception; it propagates
    void dubboLogsWarningsOnlyThroughJul(DubboWire wire) throws Exception {
        Level rootLevel = Logger.getLogger("").getLevel();
        Logger dubbo = Logger.getLogger("org.apache.dubbo");
        Recorder recorder = new Recorder();
        // On the root: Dubbo names some loggers after the server's classes (its servers log under
        // FrameworkOwnedServer's name), and those would log at INFO outside org.apache.dubbo.
        Logger.getLogger("").addHandler(recorder);
        try {
            try (ServerHandle handle = TestClient.server(wire).start(ServerSettings.loopback(), new ReferenceService());
                 BenchmarkConnection connection = new TestClient(wire).connect(handle.endpoint(),
                         ClientSettings.withTimeout(Duration.ofSeconds(30)))) {
                assertEquals(27, connection.cube(3));
            }
            assertEquals(DubboLogging.class.getSimpleName(), LoggerFactory.getCurrentAdapter());
            assertEquals(Level.WARNING, dubbo.getLevel());
            assertEquals(rootLevel, Logger.getLogger("").getLevel(), "the root logger's level is untouched");
            assertTrue(recorder.records.stream().allMatch(r -> r.getLevel().intValue() >= Level.WARNING.intValue()),
                    () -> "records below WARNING: " + recorder.records.stream()
                            .filter(r -> r.getLevel().intValue() < Level.WARNING.intValue())
                            .map(r -> r.getLevel() + " " + r.getLoggerName() + ": " + r.getMessage()).toList());
        } finally {
            Logger.getLogger("").removeHandler(recorder);
        }
    }
}
