package org.mwbench.servers.fractalrmi.orb;

/** A wire interface that takes anything, to send the server what the benchmark's would not. */
public interface Echo {

    Object echo(Object value);
}
