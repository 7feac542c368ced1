package org.mwbench.plugins.avro;

import java.util.concurrent.TimeoutException;
import org.apache.avro.AvroRuntimeException;
import org.mwbench.contract.middleware.MiddlewareTestKit;

/** The conformance kit every middleware passes, against a real Avro NettyServer on loopback. */
class AvroMiddlewareTest extends MiddlewareTestKit {
    @Override
    protected String protocol() {
        return "avro";
    }

    @Override
    protected Class<? extends Exception> timeoutException() {
        return TimeoutException.class;
    }

    @Override
    protected Class<? extends Exception> serviceFailureException() {
        return AvroRuntimeException.class;
    }
}
