package org.mwbench.injectors.middleware;

import java.time.Duration;
import java.util.Map;
import org.mwbench.contract.middleware.ServerSettings;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;

/**
 * What every blade that hosts a middleware's server reads from its argument:
 * {@code protocol=P [port=0] [bind=ADDR] [ready_timeout=30s] [option.NAME=VALUE ...]}. The
 * caller reads its own parameters too, then calls {@link BladeArguments#requireAllKnown()}.
 */
record ServerArguments(String protocol, ServerSettings settings, Duration readyTimeout) {

    static ServerArguments read(BladeContext context, BladeArguments arguments) throws BladeException {
        String protocol = arguments.text("protocol", null);
        if (protocol == null) {
            throw new BladeException("blade " + context.bladeId() + ": its argument needs protocol=..., one of "
                    + InstalledMiddleware.protocols());
        }
        String bind = arguments.text("bind", context.hostAddress());
        int port = (int) arguments.nonNegativeLong("port", 0);
        Duration readyTimeout = arguments.duration("ready_timeout", Duration.ofSeconds(30), "s");
        Map<String, String> options = arguments.withPrefix("option.");
        return new ServerArguments(protocol, new ServerSettings(bind, port, options), readyTimeout);
    }
}
