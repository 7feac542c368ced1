package org.mwbench.platform.blade;

/**
 * How a blade reads its {@code name=value} argument into the settings it runs with: every
 * value parsed, every range checked, unknown names refused, and the files its file
 * parameters name read and parsed. The supervisor runs the same reader at plan check, on
 * the files it is about to send, so a bad argument is a located plan error before anything
 * is deployed; the blade runs it again at init, on the files its agent received. One piece
 * of code, so the two can never disagree.
 *
 * <p>A blade names its reader with {@link ReadsArgumentWith}; the reader needs a public
 * constructor without parameters and must not touch anything but its argument, its files and
 * the installed plugins' descriptors (no sockets, no threads, no event files): at plan check
 * it runs in the supervisor.
 *
 * @param <T> the blade's settings
 */
@FunctionalInterface
public interface ArgumentReader<T> {
    /**
     * @param arguments the blade's argument; the reader ends with {@link BladeArguments#requireAllKnown()}
     * @param files     the files the blade's file parameters name, by the value the argument gives
     * @throws BladeException naming the blade, the parameter, its value and what is allowed
     */
    T read(BladeArguments arguments, BladeFiles files) throws BladeException;

    /**
     * Splits the plan's argument for {@link #read}: {@code name=value} pairs, unless the blade
     * takes CLIF's word lists (a probe's {@code 1000 60 eth0}) and says so here.
     */
    default BladeArguments split(String bladeId, String argument) throws BladeException {
        return BladeArguments.parse(bladeId, argument);
    }
}
