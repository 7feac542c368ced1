package org.mwbench.platform.blade;

import java.nio.file.Path;
import java.util.Map;

/**
 * What a blade is told when it is deployed.
 *
 * @param hostAddress the address of the host the blade runs on, as other hosts reach it: its
 *                    agent's {@code --bind} address, loopback for {@code local host}
 * @param folder      where its event files go on the agent's disk until they are collected
 * @param files       the files its argument names, sent by the supervisor, by the name the argument gives
 */
public record BladeSettings(String bladeId, String agentName, String hostAddress, String argument, Path folder,
                            Map<String, byte[]> files) {

    public BladeSettings {
        files = Map.copyOf(files);
    }
}
