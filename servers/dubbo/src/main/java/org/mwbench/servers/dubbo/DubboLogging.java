package org.mwbench.servers.dubbo;

import java.io.File;
import java.util.logging.Logger;
import org.apache.dubbo.common.logger.Level;
import org.apache.dubbo.common.logger.LoggerAdapter;
import org.apache.dubbo.common.logger.jdk.JdkLogger;

/**
 * Dubbo's log, kept to warnings and errors: Dubbo logs each start, export, connection and stop at
 * INFO, a dozen lines per server and per connection, which would flood a run's output.
 *
 * <p>This is the {@link LoggerAdapter} each {@link DubboFramework}'s application names
 * ({@code logger=}{@value #NAME}, in this module's
 * {@code META-INF/dubbo/org.apache.dubbo.common.logger.LoggerAdapter}): Dubbo's loggers are
 * {@code java.util.logging}'s, under the logger {@code org.apache.dubbo}, whose level is set to
 * WARNING. Not Dubbo's own {@code jdk} adapter: that one prints a line to stderr each time a
 * framework creates it when the class path has no {@code logging.properties}, and with one it
 * would re-read the JVM's whole logging configuration; and its {@code setLevel} sets the global
 * logger's. The other middleware's loggers and the root logger are left as they are.
 */
public final class DubboLogging implements LoggerAdapter {
    /** The adapter's name among Dubbo's extensions. */
    static final String NAME = "mwbench-jul";

    /** Held here: JUL keeps loggers only weakly, and a collected logger loses its level. */
    private static final Logger DUBBO = Logger.getLogger("org.apache.dubbo");

    /** Sets Dubbo's JUL level; before each start, in case a logging configuration was read since. */
    static synchronized void warningsOnly() {
        DUBBO.setLevel(java.util.logging.Level.WARNING);
        if (!handedToDubbo) {
            // Dubbo's LoggerFactory (one per plugin loader) may have picked SLF4J, which the
            // platform lends: the application's logger= is read from the default framework's
            // extensions, which need not see this module's file.
            org.apache.dubbo.common.logger.LoggerFactory.setLoggerAdapter(new DubboLogging());
            handedToDubbo = true;
        }
    }

    /** Whether this loader's Dubbo was handed this adapter already. */
    private static volatile boolean handedToDubbo;

    @Override
    public org.apache.dubbo.common.logger.Logger getLogger(Class<?> key) {
        return getLogger(key == null ? "" : key.getName());
    }

    /**
     * Dubbo's logger for {@code key}, under {@code org.apache.dubbo} whatever the key: Dubbo names
     * some after the class that logs, this module's transport included (its server's start
     * logged at INFO as {@code org.mwbench.servers.dubbo.transport.FrameworkOwnedServer}).
     */
    @Override
    public org.apache.dubbo.common.logger.Logger getLogger(String key) {
        return new JdkLogger(Logger.getLogger(key.startsWith(DUBBO.getName()) ? key : DUBBO.getName() + "." + key));
    }

    /** Dubbo's level: {@code org.apache.dubbo}'s, as Dubbo names levels. */
    @Override
    public Level getLevel() {
        java.util.logging.Level level = DUBBO.getLevel();
        if (level == null || level.intValue() <= java.util.logging.Level.INFO.intValue()) {
            return Level.INFO;
        }
        return level.intValue() <= java.util.logging.Level.WARNING.intValue() ? Level.WARN : Level.ERROR;
    }

    /** Dubbo asks this only through its QoS commands, which are off: the level stays WARNING. */
    @Override
    public void setLevel(Level level) {
    }

    @Override
    public File getFile() {
        return null;
    }

    @Override
    public void setFile(File file) {
    }

    /** Configured: Dubbo then takes it without looking for another logging library. */
    @Override
    public boolean isConfigured() {
        return true;
    }
}
