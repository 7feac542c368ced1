package org.mwbench.analysis.report;

/** The bytes one action type's calls put on the wire, per call, over every counted call (warm-up included). */
public record WireBytesPerCall(String type, long calls, double sentPerCall, double receivedPerCall) {
}
