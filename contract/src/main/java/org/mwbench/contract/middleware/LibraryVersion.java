package org.mwbench.contract.middleware;

/**
 * The version of the jar that holds a class, as a client's {@link MiddlewareClient#library()}
 * names it: read from the jar that actually ran, not written by hand, so that a report never
 * names a version that was not there.
 */
public final class LibraryVersion {
    private LibraryVersion() {
    }

    /**
     * The class's package's {@code Implementation-Version} (its first word: Axis 1.4 writes
     * "1.4 1855 April 22 2006"), else the version in the jar's Maven {@code pom.properties} for
     * these coordinates, else "unknown version".
     */
    public static String of(Class<?> type, String groupId, String artifactId) {
        Package pkg = type.getPackage();
        String version = pkg == null ? null : pkg.getImplementationVersion();
        if (version != null && !version.isBlank()) {
            return version.strip().split("\\s+")[0];
        }
        String resource = "META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        try (java.io.InputStream in = type.getClassLoader() == null ? null : type.getClassLoader().getResourceAsStream(resource)) {
            if (in != null) {
                java.util.Properties properties = new java.util.Properties();
                properties.load(in);
                String fromPom = properties.getProperty("version");
                if (fromPom != null) {
                    return fromPom;
                }
            }
        } catch (java.io.IOException e) {
            // no version to be had
        }
        return "unknown version";
    }
}
