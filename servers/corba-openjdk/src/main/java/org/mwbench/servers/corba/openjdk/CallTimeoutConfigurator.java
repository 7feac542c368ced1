package org.mwbench.servers.corba.openjdk;

import com.sun.corba.se.spi.orb.DataCollector;
import com.sun.corba.se.spi.orb.ORB;
import com.sun.corba.se.spi.orb.ORBConfigurator;
import java.time.Duration;

/**
 * Hands the call timeout to the ORB's {@link DeadlineSocketFactory}. The ORB runs every
 * class named by a {@code com.sun.CORBA.ORBUserConfigurators.<class>} property once its
 * socket factory exists, and ignores the property's value: that value is the timeout in
 * milliseconds. The ORB swallows a configurator's exceptions, so a failure here would leave
 * calls unbounded, which the frozen-server test catches.
 */
public final class CallTimeoutConfigurator implements ORBConfigurator {
    static final String PROPERTY = "com.sun.CORBA.ORBUserConfigurators." + CallTimeoutConfigurator.class.getName();

    @Override
    public void configure(DataCollector collector, ORB orb) {
        long millis = Long.parseLong(collector.getProperties().getProperty(PROPERTY));
        ((DeadlineSocketFactory) orb.getORBData().getSocketFactory()).setTimeout(Duration.ofMillis(millis));
    }
}
