package org.mwbench.results.model;

/** One setting a server blade's middleware reported ({@code server-config}) in one series. */
public record ServerSetting(int series, String blade, String setting, String value) {
}
