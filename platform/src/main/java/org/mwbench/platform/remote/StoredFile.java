package org.mwbench.platform.remote;

import java.io.Serializable;

/** An event file on an agent's disk, ready to be collected. */
public record StoredFile(String name, long size) implements Serializable {
}
