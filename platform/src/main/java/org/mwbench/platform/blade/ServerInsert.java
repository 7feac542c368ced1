package org.mwbench.platform.blade;

/**
 * The insert of a server blade ({@code blade.N.sut=...}): it hosts a system under test.
 * Unlike an injector it does its main work at deploy time, so that a server that cannot
 * start fails the deploy, and so that every injector of the run can read the server's
 * endpoint at init, whichever agent it runs on.
 */
public interface ServerInsert extends BladeInsert {

    /**
     * Starts the server, waits until it answers, and returns its endpoint. Only the
     * context's settings ({@link BladeContext#bladeId()}, {@link BladeContext#agentName()},
     * {@link BladeContext#hostAddress()}, {@link BladeContext#argument()}, {@link BladeContext#file}) are usable here: the run's
     * time origin is not known before init.
     *
     * @throws BladeException with the middleware's own message when the server cannot start
     */
    @Override
    String open(BladeContext context) throws BladeException;
}
