package org.mwbench.contract.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The middleware's loader is the context loader inside the block, and the caller's is back after it, thrown or not. */
class ContextLoaderTest {
    private final ClassLoader callers = new URLClassLoader(new URL[0], null);
    private ClassLoader before;

    @BeforeEach
    void setCallersLoader() {
        before = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(callers);
    }

    @AfterEach
    void restore() {
        Thread.currentThread().setContextClassLoader(before);
    }

    @Test
    void theOwnersLoaderIsSetForTheBlockOnly() {
        try (ContextLoader own = ContextLoader.of(ContextLoaderTest.class)) {
            assertSame(ContextLoaderTest.class.getClassLoader(), Thread.currentThread().getContextClassLoader());
        }
        assertSame(callers, Thread.currentThread().getContextClassLoader());
    }

    @Test
    void theCallersLoaderIsBackWhenTheWorkThrows() {
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> ContextLoader.call(String.class, () -> {
            throw new IllegalStateException("the work failed");
        }));
        assertEquals("the work failed", thrown.getMessage());
        assertSame(callers, Thread.currentThread().getContextClassLoader());
    }

    @Test
    void callRunsTheWorkInTheOwnersLoaderAndReturnsItsValue() throws Exception {
        ClassLoader seen = ContextLoader.call(ContextLoaderTest.class, () -> Thread.currentThread().getContextClassLoader());
        assertSame(ContextLoaderTest.class.getClassLoader(), seen);
        assertSame(callers, Thread.currentThread().getContextClassLoader());
    }

    @Test
    void blocksNestAndUnwindInOrder() {
        try (ContextLoader outer = ContextLoader.of(ContextLoaderTest.class)) {
            try (ContextLoader inner = ContextLoader.of(String.class)) {
                assertSame(String.class.getClassLoader(), Thread.currentThread().getContextClassLoader());
            }
            assertSame(ContextLoaderTest.class.getClassLoader(), Thread.currentThread().getContextClassLoader());
        }
        assertSame(callers, Thread.currentThread().getContextClassLoader());
    }
}
