package org.mwbench.platform.supervisor;

import java.util.Map;
import java.util.Set;

/**
 * A run's start skew, as the supervisor reports it ({@code start.skew_ns}): the latest
 * injector blade's actual start minus the earliest one's. Server blades are left out: they
 * have served since deploy, and the skew that matters is between the injectors' loads.
 */
final class StartSkew {
    private StartSkew() {
    }

    /**
     * @param starts  each blade's actual start, in ns since the run's origin
     * @param servers the ids of the server blades, left out
     * @return the skew in ns; 0 when fewer than two injectors started
     */
    static long of(Map<String, Long> starts, Set<String> servers) {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (Map.Entry<String, Long> start : starts.entrySet()) {
            if (!servers.contains(start.getKey())) {
                first = Math.min(first, start.getValue());
                last = Math.max(last, start.getValue());
            }
        }
        return first == Long.MAX_VALUE ? 0 : last - first;
    }
}
