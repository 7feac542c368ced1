package org.mwbench.plugins.fractalrmi;

import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The kit every middleware passes, against a real Fractal RMI server on loopback. */
class FractalRmiMiddlewareTest extends MiddlewareTestKit {

    @Override
    protected String protocol() {
        return "fractal-rmi";
    }

    @Override
    protected Class<? extends Exception> timeoutException() {
        return RuntimeException.class;
    }
}
