package org.mwbench.plugins.ejb.openejb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OpenEJB 8 on JDK 25, server and client: the two settings the module's README explains (no JACC
 * policy on the server, no JAAS subject look-up on the client) are what make it run there. Skipped
 * where that JDK is not installed ({@code mwbench.jdk25.home}, the parent pom's default otherwise).
 */
class OpenEjbOnJdk25Test {
    private static final Path JDK25 = Path.of(System.getProperty("mwbench.jdk25.home", "/usr/lib/jvm/temurin-25-jdk-amd64"));

    @Test
    void theContainerBootsAndItsBeanConformsOnJdk25(@TempDir Path dir) throws Exception {
        Path java = JDK25.resolve("bin").resolve("java");
        assumeTrue(Files.isExecutable(java), "no JDK 25 at " + JDK25);
        Path output = dir.resolve("output");
        Process check = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                OnJdk25Check.class.getName())
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        try {
            assertTrue(check.waitFor(90, TimeUnit.SECONDS), "the check ended within 90 s");
        } finally {
            check.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        String printed = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(0, check.exitValue(), printed);
        assertTrue(printed.contains("conforms on Java 25"), printed);
    }
}
