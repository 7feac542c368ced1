package org.mwbench.platform.hosts;

import java.time.Duration;

/**
 * What an emulated host's link does to its packets.
 *
 * @param mtu               the link's MTU in bytes, on both ends of the host's veth pair
 * @param rateBitsPerSecond the bandwidth cap in each direction, 0 for none (a {@code tbf} qdisc)
 * @param rateText          the cap as the hosts file wrote it, in {@code tc}'s units, for messages
 * @param delay             added to every packet the host sends (netem), zero for none
 * @param jitter            random variation of that delay (netem), zero for none
 * @param lossPercent       share of the packets the host sends that are dropped (netem), 0 for none
 */
public record LinkShape(int mtu, long rateBitsPerSecond, String rateText, Duration delay, Duration jitter,
                        double lossPercent) {
    public static final int DEFAULT_MTU = 1500;

    /** Delay, jitter and loss need the kernel's netem qdisc; bandwidth and MTU do not. */
    public boolean needsNetem() {
        return !delay.isZero() || !jitter.isZero() || lossPercent > 0;
    }

    public boolean capsRate() {
        return rateBitsPerSecond > 0;
    }

    /** For the lines {@code mwbench run} prints: only what differs from a plain veth. */
    public String describe() {
        StringBuilder text = new StringBuilder("mtu ").append(mtu);
        if (capsRate()) {
            text.append(", rate ").append(rateText);
        }
        if (!delay.isZero()) {
            text.append(", delay ").append(delay.toNanos() / 1000).append("us");
        }
        if (!jitter.isZero()) {
            text.append(", jitter ").append(jitter.toNanos() / 1000).append("us");
        }
        if (lossPercent > 0) {
            text.append(", loss ").append(lossPercent).append('%');
        }
        return text.toString();
    }
}
