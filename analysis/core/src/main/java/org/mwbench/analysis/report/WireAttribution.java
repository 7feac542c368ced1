package org.mwbench.analysis.report;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.mwbench.analysis.store.ActionTypeName;
import org.mwbench.analysis.store.StoredBlade;
import org.mwbench.analysis.store.WireRow;

/**
 * Which action type a {@code wire-<protocol>} sample belongs to: the blade's type of the
 * same middleware and payload size; when several types share them, the one whose name the
 * sample's operation contains ({@code getString(64)} to {@code rmi string 64}). A sample
 * that stays ambiguous is left out rather than guessed.
 */
public final class WireAttribution {
    private WireAttribution() {
    }

    /** Bytes per call of each of the blade's types that its wire files count. */
    public static Map<String, WireBytesPerCall> of(StoredBlade blade, Set<String> types) throws IOException {
        Map<String, long[]> totals = new LinkedHashMap<>();
        addTo(totals, blade, types);
        Map<String, WireBytesPerCall> perCall = new LinkedHashMap<>();
        totals.forEach((type, t) -> perCall.put(type, new WireBytesPerCall(type, t[0], (double) t[1] / t[0],
                (double) t[2] / t[0])));
        return perCall;
    }

    /** Adds the blade's counts to totals of {calls, bytes sent, bytes received} per type. */
    static void addTo(Map<String, long[]> totals, StoredBlade blade, Set<String> types) throws IOException {
        for (WireRow row : blade.wireRows()) {
            String type = typeOf(row, types);
            if (type != null && row.calls() > 0) {
                long[] total = totals.computeIfAbsent(type, t -> new long[3]);
                total[0] += row.calls();
                total[1] += row.bytesSent();
                total[2] += row.bytesReceived();
            }
        }
    }

    static String typeOf(WireRow row, Set<String> types) {
        List<String> candidates = types.stream().map(ActionTypeName::new)
                .filter(name -> name.middleware().equals(row.protocol()) && name.payloadSize() == row.payloadSize())
                .map(ActionTypeName::type).toList();
        if (candidates.size() > 1) {
            String operation = row.sample().replaceFirst("\\(.*", "").toLowerCase(Locale.ROOT);
            candidates = candidates.stream().filter(type -> {
                String kind = new ActionTypeName(type).operationKind().toLowerCase(Locale.ROOT);
                return !kind.isEmpty() && (operation.contains(kind) || kind.contains(operation));
            }).toList();
        }
        return candidates.size() == 1 ? candidates.get(0) : null;
    }
}
