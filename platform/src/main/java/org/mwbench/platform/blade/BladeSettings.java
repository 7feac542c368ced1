package org.mwbench.platform.blade;

import java.nio.file.Path;

/**
 * What a blade is told when it is deployed.
 *
 * @param folder where its event files go on the agent's disk until they are collected
 */
public record BladeSettings(String bladeId, String agentName, String argument, Path folder) {
}
