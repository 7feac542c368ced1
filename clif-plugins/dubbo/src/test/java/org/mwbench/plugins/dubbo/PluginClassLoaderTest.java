package org.mwbench.plugins.dubbo;

import org.mwbench.servers.dubbo.DubboPluginLoaderTestKit;

/** The dubbo plugin as the platform loads it: see the kit. */
class PluginClassLoaderTest extends DubboPluginLoaderTestKit {

    @Override
    protected String protocol() {
        return "dubbo";
    }

    @Override
    protected Class<?> pluginClass() {
        return DubboClient.class;
    }
}
