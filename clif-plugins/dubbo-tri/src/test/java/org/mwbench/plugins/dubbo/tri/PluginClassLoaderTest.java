package org.mwbench.plugins.dubbo.tri;

import org.mwbench.servers.dubbo.DubboPluginLoaderTestKit;

/** The dubbo-tri plugin as the platform loads it: see the kit. */
class PluginClassLoaderTest extends DubboPluginLoaderTestKit {

    @Override
    protected String protocol() {
        return "dubbo-tri";
    }

    @Override
    protected Class<?> pluginClass() {
        return DubboTriClient.class;
    }
}
