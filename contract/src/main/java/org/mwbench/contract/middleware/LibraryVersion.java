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
     * The version in the name of the jar Maven put in place ({@code ARTIFACT-VERSION.jar}, as every
     * plugin folder and class path here holds them), else the class's package's {@code
     * Implementation-Version}, else the first one in its jar's manifest (old jars write it in a
     * section named without the trailing slash the JDK looks for, as Commons HttpClient 3.1 and
     * Axis 1.4 do), else the version in the jar's Maven {@code pom.properties} for these
     * coordinates, else "unknown version". Only its first word: Axis 1.4 writes "1.4 1855 April 22
     * 2006". The file name comes first because manifests can lie: Hessian 4.0.66's says 3.1.0.
     */
    public static String of(Class<?> type, String groupId, String artifactId) {
        String fromName = fromJarName(type, artifactId);
        if (fromName != null) {
            return fromName;
        }
        Package pkg = type.getPackage();
        String version = pkg == null ? null : pkg.getImplementationVersion();
        if (version == null || version.isBlank()) {
            version = fromManifest(type);
        }
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

    private static String fromManifest(Class<?> type) {
        try {
            java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null || !source.getLocation().getPath().endsWith(".jar")) {
                return null;
            }
            try (java.util.jar.JarFile jar = new java.util.jar.JarFile(new java.io.File(source.getLocation().toURI()))) {
                java.util.jar.Manifest manifest = jar.getManifest();
                if (manifest == null) {
                    return null;
                }
                String main = manifest.getMainAttributes().getValue("Implementation-Version");
                if (main != null) {
                    return main;
                }
                for (java.util.jar.Attributes section : manifest.getEntries().values()) {
                    String inSection = section.getValue("Implementation-Version");
                    if (inSection != null) {
                        return inSection;
                    }
                }
                return null;
            }
        } catch (java.io.IOException | java.net.URISyntaxException | SecurityException e) {
            return null;
        }
    }

    /** VERSION of an {@code ARTIFACT-VERSION.jar} that holds the class; null for any other file or none. */
    static String fromJarName(Class<?> type, String artifactId) {
        try {
            java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return null;
            }
            String name = new java.io.File(source.getLocation().toURI()).getName();
            String prefix = artifactId + "-";
            if (name.startsWith(prefix) && name.endsWith(".jar") && name.length() > prefix.length() + 4
                    && Character.isDigit(name.charAt(prefix.length()))) {
                return name.substring(prefix.length(), name.length() - 4);
            }
            return null;
        } catch (java.net.URISyntaxException | IllegalArgumentException | SecurityException e) {
            return null;
        }
    }
}
