package org.mwbench.plugins.dubbo.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.Test;

/** Dubbo's failure kinds take the "Class (qualifier)" form every client gives (MiddlewareClient.failureKind). */
class RpcFailureCodesTest {
    private static final String QUALIFIED_KIND = "[A-Za-z_$][A-Za-z0-9_$]*( \\([A-Za-z0-9_ ]+\\))?";

    @Test
    void everyCodeIsAQualifiedKind() {
        for (int code = -1; code <= 20; code++) {
            String kind = RpcFailureCodes.kind(code);
            assertTrue(kind.matches(QUALIFIED_KIND), code + ": " + kind);
        }
        assertEquals("RpcException (NO_INVOKER)", RpcFailureCodes.kind(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER));
    }
}
