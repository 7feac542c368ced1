package org.mwbench.servers.dubbo;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.middleware.PluginLoaderTestKit;

/**
 * A Dubbo client plugin as the platform loads it: Dubbo, this server module and the plugin's
 * client in a URLClassLoader of their own, whose parent holds only the contract. Dubbo reads its
 * extension files and some classes through the thread's context loader; the plugin sets that to
 * its own loader where Dubbo starts, stops and calls, whatever the caller's context loader: the
 * test's own, or one that holds nothing but the contract.
 *
 * <p>Each Dubbo plugin's test extends it and names its protocol and client class. The test must
 * run with no Dubbo on the system class path (the plugin modules' poms say why), or it is skipped.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
public abstract class DubboPluginLoaderTestKit extends PluginLoaderTestKit {

    /** The system class path holds no Dubbo, as in the distribution. */
    @BeforeEach
    void requireNoDubboOnTheSystemClassPath() {
        Assumptions.assumeTrue(ClassLoader.getSystemResource("META-INF/dubbo/hessian/serializers") == null,
                "hessian-lite is on the system class path: this test runs in the plugin-class-loader execution");
    }

    @Override
    protected final String libraryClass() {
        return "org.apache.dubbo.config.ReferenceConfig";
    }

    /** Dubbo carries the service's own exception back (the JDK's exceptions are on its allow list). */
    @Override
    protected final String failureClass() {
        return "java.lang.IllegalArgumentException";
    }
}
