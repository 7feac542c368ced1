package org.mwbench.injectors.middleware;

import java.time.Duration;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.Plugin;
import org.mwbench.platform.plugin.PluginDescriptor;
import org.mwbench.platform.plugin.PluginEnvironment;
import org.mwbench.platform.plugin.PluginException;
import org.mwbench.platform.plugin.SessionObject;

/**
 * The scenario plugin of a middleware client, Java ({@link MiddlewarePlugin}) or native
 * ({@link NativeLoopPlugin}): under the client's name, the parameters and samples every
 * middleware's plugin has ({@code middleware.xml}), so that two rows of a table differ by the
 * middleware alone. Its template needs the run around it, to find a server blade's endpoint;
 * without one, it has only what the use gives.
 */
abstract class ClientPlugin implements Plugin {
    private static final PluginDescriptor GENERIC = PluginDescriptor.read(ClientPlugin.class, "middleware.xml");

    private final PluginDescriptor descriptor;

    /** @param name the client's name, which scenarios write in {@code <use name=...>} */
    ClientPlugin(String name) {
        this.descriptor = new PluginDescriptor(name, GENERIC.description(), GENERIC.objectParameters(),
                GENERIC.actions(), GENERIC.variables());
    }

    @Override
    public final PluginDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public final SessionObject template(Parameters parameters) throws PluginException {
        return template(parameters, PluginEnvironment.NONE);
    }

    @Override
    public abstract SessionObject template(Parameters parameters, PluginEnvironment environment) throws PluginException;

    /** The use's {@code timeout}: every call needs a bound, so zero is refused. */
    static Duration callTimeout(Parameters parameters) throws PluginException {
        Duration timeout = parameters.duration("timeout");
        if (timeout.isZero()) {
            throw parameters.invalid("timeout", "must be above 0: every call needs a bound");
        }
        return timeout;
    }

    /** Where a use calls: its {@code server} blade's published endpoint, or its {@code endpoint}; exactly one of them. */
    static String endpoint(Parameters parameters, PluginEnvironment environment) throws PluginException {
        String server = parameters.text("server").strip();
        String endpoint = parameters.text("endpoint").strip();
        if (server.isEmpty() == endpoint.isEmpty()) {
            throw parameters.invalid(server.isEmpty() ? "server" : "endpoint",
                    "give either server (a server blade's id) or endpoint, not both and not neither");
        }
        return server.isEmpty() ? endpoint : environment.endpoint(server);
    }
}
