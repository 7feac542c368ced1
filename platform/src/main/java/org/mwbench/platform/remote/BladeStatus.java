package org.mwbench.platform.remote;

import java.io.Serializable;
import org.mwbench.platform.blade.BladeState;

/** A blade's state as an agent reports it. */
public record BladeStatus(BladeState state, long eventsWritten) implements Serializable {
}
