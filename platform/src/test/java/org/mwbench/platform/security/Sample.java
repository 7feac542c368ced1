package org.mwbench.platform.security;

import java.io.Serializable;
import java.time.Duration;
import java.util.List;

/** A typical control-plane value: a record of strings, numbers, a collection and a duration. */
public record Sample(String name, int count, List<String> tags, Duration elapsed) implements Serializable {
}
