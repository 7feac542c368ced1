package org.mwbench.platform.agent;

import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.ServerInsert;

/** A server blade that serves nothing and publishes, as its endpoint, the host address its agent gave it. */
public final class HostAddressServer extends IdleBlade implements ServerInsert {
    @Override
    public String open(BladeContext context) {
        return context.hostAddress();
    }
}
