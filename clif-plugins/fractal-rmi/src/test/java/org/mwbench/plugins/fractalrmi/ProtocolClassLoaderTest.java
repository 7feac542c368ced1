package org.mwbench.plugins.fractalrmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.LoadedMachine;

/**
 * A ping from the class loaders the platform gives a protocol: one holding only this
 * protocol's runtime jars (this plugin, its server module, Fractal RMI), whose parent holds
 * only the contract and the platform's Fractal, Julia and Fractal ADL jars. Neither sees the
 * test's class path, and the {@code fractal.provider} system property is unset meanwhile, so
 * Julia is found through the hint the ORB gives Fractal.
 */
class ProtocolClassLoaderTest {
    /** What the platform's lib/ holds that this protocol uses. */
    private static final String[] PLATFORM_JARS = {
        "mwbench-contract-", "fractal-api-", "julia-", "asm-", "monolog", "fractal-adl-", "ast-core-",
        "dtdparser-", "task-framework-", "task-deployment-", "fractal-util-",
    };

    @Test
    void aPingWorksFromAProtocolClassLoaderOfItsOwn() throws Exception {
        List<URL> platform = new ArrayList<>();
        List<URL> protocol = new ArrayList<>();
        URL tests = null;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            String name = path.getFileName().toString();
            URL url = path.toUri().toURL();
            if (entry.endsWith("test-classes")) {
                tests = url;
            } else if (entry.endsWith("classes") || name.startsWith("mwbench-server-fractal-rmi-")
                    || name.startsWith("fractal-rmi-")) {
                protocol.add(url);
            } else if (isPlatformJar(name)) {
                platform.add(url);
            }
        }
        assertEquals(3, protocol.size(), "this plugin, its server module and Fractal RMI: " + protocol);
        assertFalse(platform.isEmpty());

        String provider = System.clearProperty("fractal.provider");
        try (URLClassLoader platformLoader = new URLClassLoader(platform.toArray(new URL[0]),
                     ClassLoader.getPlatformClassLoader());
             URLClassLoader protocolLoader = new URLClassLoader(protocol.toArray(new URL[0]), platformLoader);
             URLClassLoader driverLoader = new URLClassLoader(new URL[] {tests}, protocolLoader)) {
            @SuppressWarnings("unchecked")
            Callable<String> ping = (Callable<String>) driverLoader.loadClass(IsolatedPing.class.getName())
                    .getConstructor(Duration.class).newInstance(LoadedMachine.ANSWERED_CALL);
            assertTrue(ping.call().startsWith("pinged"), "the isolated ping");
        } finally {
            if (provider != null) {
                System.setProperty("fractal.provider", provider);
            }
        }
    }

    private static boolean isPlatformJar(String name) {
        if (name.endsWith("-tests.jar")) {
            return false;
        }
        for (String prefix : PLATFORM_JARS) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
