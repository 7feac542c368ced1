package org.mwbench.platform.agent;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The leases of the runs a remote agent holds. A run's lease is renewed by every call of its
 * supervisor that names it, and lapses once the supervisor has said nothing for longer than
 * the lease: the supervisor is then presumed dead (killed, or its host gone), and nobody will
 * ever stop that run's blades but the agent. A call under way holds the lease, so a deploy
 * that starts server JVMs for longer than the lease never lapses its own run. Time comes from
 * the given clock, in nanoseconds, so that the rules are tested without waiting.
 */
final class RunLeases {
    /** A lease that lapsed: the run, and how long its supervisor had been silent. */
    record Lapse(String runId, long silentNanos) {
    }

    /** A call under way on a run; its end counts as a word too. */
    interface Call {
        void end();
    }

    private static final Call NO_LEASE = () -> { };

    private static final class Lease {
        long lastWordNanos;
        int callsUnderWay;
    }

    private final long leaseNanos;
    private final LongSupplier nanoClock;
    private final Map<String, Lease> leases = new HashMap<>();

    RunLeases(Duration lease, LongSupplier nanoClock) {
        if (lease.isNegative() || lease.isZero()) {
            throw new IllegalArgumentException("a lease must be positive, not " + lease);
        }
        this.leaseNanos = lease.toNanos();
        this.nanoClock = nanoClock;
    }

    /**
     * Opens the run's lease, at its deploy. Only deploy opens one: a call naming a run this
     * agent never had must not leave a lease behind that would lapse later.
     *
     * @return false when the run already had a lease
     */
    synchronized boolean open(String runId) {
        if (leases.containsKey(runId)) {
            return false;
        }
        Lease lease = new Lease();
        lease.lastWordNanos = nanoClock.getAsLong();
        leases.put(runId, lease);
        return true;
    }

    /** A call naming the run begins: a word from its supervisor, and the lease is held until it ends. */
    synchronized Call call(String runId) {
        Lease lease = leases.get(runId);
        if (lease == null) {
            return NO_LEASE;
        }
        lease.lastWordNanos = nanoClock.getAsLong();
        lease.callsUnderWay++;
        return () -> ended(lease);
    }

    private synchronized void ended(Lease lease) {
        lease.lastWordNanos = nanoClock.getAsLong();
        lease.callsUnderWay--;
    }

    /** The run is undeployed, or its deploy failed: it has no lease any more. */
    synchronized void close(String runId) {
        leases.remove(runId);
    }

    /** Removes and returns the leases that lapsed: no call under way, and silence longer than the lease. */
    synchronized List<Lapse> lapsed() {
        long now = nanoClock.getAsLong();
        List<Lapse> lapsed = new ArrayList<>();
        for (Iterator<Map.Entry<String, Lease>> it = leases.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Lease> entry = it.next();
            long silent = now - entry.getValue().lastWordNanos;
            if (entry.getValue().callsUnderWay == 0 && silent > leaseNanos) {
                it.remove();
                lapsed.add(new Lapse(entry.getKey(), silent));
            }
        }
        return lapsed;
    }
}
