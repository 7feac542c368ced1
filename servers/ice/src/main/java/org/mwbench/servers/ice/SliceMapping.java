package org.mwbench.servers.ice;

import com.zeroc.Ice.Properties;

/**
 * How {@code benchmark.ice} maps to Java, for the Ice runtime. Its {@code java:package}
 * metadata puts Slice module {@code mwbench} in Java package {@value #JAVA_PACKAGE}; Ice
 * finds the class of a user exception or Slice class it unmarshals from the type id
 * ({@code ::mwbench::ServiceFailure}), and must be told that package, or it reports an
 * {@code UnknownUserException} instead of the typed one.
 */
public final class SliceMapping {
    /** Where slice2java puts module {@code mwbench} (the file's java:package metadata). */
    public static final String JAVA_PACKAGE = "org.mwbench.servers.ice";

    private SliceMapping() {
    }

    /** Tells a communicator's properties where module {@code mwbench}'s classes are. */
    public static void configure(Properties properties) {
        properties.setProperty("Ice.Package.mwbench", JAVA_PACKAGE);
    }
}
