package org.mwbench.contract;

/**
 * The reference service, except that its first {@code ping} takes a second: for a client's
 * test that a call timing out leaves the connection usable, and that the late reply is not
 * taken for the next call's.
 */
public class SlowOnceService extends ForwardingService {
    private volatile boolean slept;

    @Override
    public void ping() throws Exception {
        if (!slept) {
            slept = true;
            Thread.sleep(1_000);
        }
    }
}
