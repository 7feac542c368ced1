package org.mwbench.platform.blade;

import java.io.IOException;

/**
 * The files of a plan a blade's file parameters name ({@link FileParameters}), by the value
 * its argument gives: on the supervisor, the files it read at plan check; on an agent, those
 * sent with the deploy ({@link BladeContext#file}).
 */
@FunctionalInterface
public interface BladeFiles {
    byte[] read(String name) throws IOException;
}
