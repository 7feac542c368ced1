package org.mwbench.plugins.avro;

import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.middleware.PluginLoaderTestKit;

/**
 * The plugin as the platform loads it: Avro, Netty, the server module and this client in a
 * URLClassLoader of their own, whose parent holds only the contract. Avro finds the generated
 * records by name (its {@code ClassUtils}: the given loader, then the thread's context loader);
 * the conformance check's records must come from the plugin's loader whether the context loader
 * holds another copy of Avro (the test's own class path) or none.
 */
@Timeout(120)
class PluginClassLoaderTest extends PluginLoaderTestKit {

    @Override
    protected String protocol() {
        return "avro";
    }

    @Override
    protected Class<?> pluginClass() {
        return AvroClient.class;
    }

    @Override
    protected String libraryClass() {
        return "org.apache.avro.ipc.netty.NettyTransceiver";
    }

    @Override
    protected String failureClass() {
        return "org.apache.avro.AvroRuntimeException";
    }
}
