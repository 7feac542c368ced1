package org.mwbench.console;

import org.mwbench.platform.Version;
import picocli.CommandLine.IVersionProvider;

final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"mwbench " + Version.VERSION, "Java " + Runtime.version()};
    }
}
