package org.mwbench.platform.security;

import java.rmi.RemoteException;
import java.util.List;

final class TestServiceImpl implements TestService {

    private final ProofChecker checker;

    TestServiceImpl(ProofChecker checker) {
        this.checker = checker;
    }

    @Override
    public int count(List<String> items) {
        return items.size();
    }

    @Override
    public Sample echo(Sample sample) {
        return sample;
    }

    @Override
    public String accept(Object value) {
        return String.valueOf(value);
    }

    @Override
    public void fail(String message) {
        throw new IllegalStateException(message);
    }

    @Override
    public String callBack(Greeter greeter, String name) throws RemoteException {
        return greeter.greet(name);
    }

    @Override
    public String describe(Throwable failure) {
        StringBuilder chain = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            chain.append(chain.length() == 0 ? "" : " <- ").append(t.getClass().getSimpleName());
        }
        return chain.toString();
    }

    @Override
    public void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String guarded(CallProof proof, String operation) {
        checker.check(proof, operation);
        return "done: " + operation;
    }
}
