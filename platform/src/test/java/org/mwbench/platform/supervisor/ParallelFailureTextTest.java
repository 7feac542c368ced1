package org.mwbench.platform.supervisor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.SocketTimeoutException;
import java.rmi.UnmarshalException;
import org.junit.jupiter.api.Test;

/** What a failed agent call says: the cause RMI prints after its first line must not be cut. */
class ParallelFailureTextTest {
    @Test
    void aTimedOutDeployCallSaysReadTimedOut() {
        UnmarshalException e = new UnmarshalException("Error unmarshaling return header",
                new SocketTimeoutException("Read timed out"));
        assertEquals("UnmarshalException: Error unmarshaling return header (SocketTimeoutException: Read timed out)",
                Parallel.withRootCause(e));
    }

    @Test
    void anExceptionWithoutCauseIsItsFirstLine() {
        assertEquals("IllegalStateException: first", Parallel.withRootCause(new IllegalStateException("first\nsecond")));
    }
}
