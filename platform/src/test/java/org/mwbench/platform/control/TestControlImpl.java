package org.mwbench.platform.control;

import java.util.concurrent.atomic.AtomicInteger;

final class TestControlImpl implements TestControl {
    private final AtomicInteger executed = new AtomicInteger();

    @Override
    public String echo(String text) {
        executed.incrementAndGet();
        return text;
    }

    @Override
    public int length(byte[] bytes) {
        executed.incrementAndGet();
        return bytes.length;
    }

    @Override
    public byte[] bytes(int length) {
        executed.incrementAndGet();
        return new byte[length];
    }

    @Override
    public void failDeclared(String message) throws TestControlException {
        executed.incrementAndGet();
        throw new TestControlException(message);
    }

    @Override
    public void failUndeclared(String message) {
        executed.incrementAndGet();
        throw new IllegalStateException(message, new java.io.IOException("an inner cause"));
    }

    @Override
    public void sleep(long millis) {
        executed.incrementAndGet();
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public int executed() {
        return executed.get();
    }
}
