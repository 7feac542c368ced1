package org.mwbench.platform.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The JDK's idle-connection timeout is set to an hour unless the user set it, and what is in
 * effect is described as it is. Whether mwbench's JVMs set it first thing is checked on real
 * agent JVMs ({@code DistributedRunTest} reads their recorded environment).
 */
class RmiIdleConnectionsTest {
    private String before;

    @BeforeEach
    void remember() {
        before = System.getProperty(RmiIdleConnections.PROPERTY);
    }

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty(RmiIdleConnections.PROPERTY);
        } else {
            System.setProperty(RmiIdleConnections.PROPERTY, before);
        }
    }

    @Test
    void anUnsetTimeoutBecomesAnHour() {
        System.clearProperty(RmiIdleConnections.PROPERTY);
        assertEquals("15000 (the JDK's default)", RmiIdleConnections.describe());
        RmiIdleConnections.keepUnlessSet();
        assertEquals("3600000", System.getProperty(RmiIdleConnections.PROPERTY));
        assertEquals("3600000", RmiIdleConnections.describe());
    }

    @Test
    void aTimeoutTheUserSetIsKept() {
        System.setProperty(RmiIdleConnections.PROPERTY, "15000");
        RmiIdleConnections.keepUnlessSet();
        assertEquals("15000", System.getProperty(RmiIdleConnections.PROPERTY));
        assertEquals("15000", RmiIdleConnections.describe());
    }
}
