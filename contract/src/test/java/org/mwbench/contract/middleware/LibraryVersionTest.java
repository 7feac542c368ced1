package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LibraryVersionTest {
    @Test
    void aJarsVersionIsReadFromItsManifestOrPom() {
        // JUnit's jar names its version in its manifest.
        String junit = LibraryVersion.of(Test.class, "org.junit.jupiter", "junit-jupiter-api");
        assertTrue(junit.matches("\\d+\\.\\d+.*"), junit);
    }

    @Test
    void aClassOutsideAnyJarHasAnUnknownVersion() {
        assertEquals("unknown version", LibraryVersion.of(LibraryVersionTest.class, "org.mwbench", "none"));
    }
}
