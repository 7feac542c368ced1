package org.mwbench.contract;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The reference service, except that its first {@code ping} takes two seconds: for the kit's test
 * that a call timing out leaves the connection usable, and that the late reply is not taken for
 * the next call's. The test waits for that slow ping to end, so that its late reply is on the
 * wire before the next call is made.
 */
public class SlowOnceService extends ForwardingService {
    /** How long the first ping takes. */
    public static final Duration SLOW_PING = Duration.ofSeconds(2);

    private final CountDownLatch slowPingDone = new CountDownLatch(1);
    private volatile boolean slept;

    @Override
    public void ping() throws Exception {
        if (!slept) {
            slept = true;
            try {
                Thread.sleep(SLOW_PING.toMillis());
            } finally {
                slowPingDone.countDown();
            }
        }
    }

    /** @return whether the slow ping returned (to the server) within {@code patience} */
    public boolean awaitSlowPing(Duration patience) throws InterruptedException {
        return slowPingDone.await(patience.toMillis(), TimeUnit.MILLISECONDS);
    }
}
