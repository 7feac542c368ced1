package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ReferenceService;
import org.mwbench.platform.blade.Durations;

/**
 * A service that spends a fixed time in every call before the reference service answers: the
 * {@code service_time} of a server blade. It plants a known delay in a real server, for checking
 * that a regression detector or a pass/fail criterion sees it, or for standing in for the work a
 * real service would do.
 *
 * <p>The delay is parked, not spun: a spinning delay would take a core per call in flight and
 * slow the other calls of the machine, which is a different experiment. Parking overshoots by the
 * OS's timer slack (tens of microseconds on Linux), so a delay well under a millisecond is not
 * what it says; the blade's documentation says so. Each call's deadline is taken when the call
 * enters the service, so a call parked for less than asked (a spurious wake-up) parks again.
 */
final class DelayedService implements BenchmarkService {
    private final ReferenceService service;
    private final long delayNanos;

    DelayedService(ReferenceService service, Duration delay) {
        if (delay.isNegative() || delay.isZero()) {
            throw new IllegalArgumentException("a planted delay must be positive, not " + delay);
        }
        this.service = service;
        this.delayNanos = delay.toNanos();
    }

    private void delay() {
        long deadline = System.nanoTime() + delayNanos;
        for (long left = delayNanos; left > 0; left = deadline - System.nanoTime()) {
            if (Thread.currentThread().isInterrupted()) {
                return; // the server is closing: answer (or fail) now rather than hold its shutdown
            }
            LockSupport.parkNanos(left);
        }
    }

    @Override
    public void ping() {
        delay();
        service.ping();
    }

    @Override
    public long stamp(long t) {
        delay();
        return service.stamp(t);
    }

    @Override
    public String getString(int n) {
        delay();
        return service.getString(n);
    }

    @Override
    public Data2[] getItems(int n) {
        delay();
        return service.getItems(n);
    }

    @Override
    public Data3 getCustomer(String id) {
        delay();
        return service.getCustomer(id);
    }

    @Override
    public Data3[] getCustomers(String salesRep, int n) {
        delay();
        return service.getCustomers(salesRep, n);
    }

    @Override
    public byte[] echoBytes(byte[] data) {
        delay();
        return service.echoBytes(data);
    }

    @Override
    public short[] echoShorts(short[] data) {
        delay();
        return service.echoShorts(data);
    }

    @Override
    public long cube(long x) {
        delay();
        return service.cube(x);
    }

    @Override
    public String toString() {
        return service + " after " + Durations.format(delayNanos);
    }
}
