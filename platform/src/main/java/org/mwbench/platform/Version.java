package org.mwbench.platform;

/** The mwbench version, read from the jar's manifest; agents and supervisors exchange it. */
public final class Version {
    public static final String VERSION = versionOf();

    private Version() {
    }

    private static String versionOf() {
        String version = Version.class.getPackage().getImplementationVersion();
        return version == null ? "development" : version;
    }
}
