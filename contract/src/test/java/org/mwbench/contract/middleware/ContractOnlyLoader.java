package org.mwbench.contract.middleware;

/**
 * A class loader that holds the contract and nothing else, as the platform's loader does
 * for a protocol plugin: it lends the {@code org.mwbench.contract} classes of the test's
 * class path, so that the test and the plugin share the SPI types, and hides everything
 * else on it (the middleware, its generated classes, its service files), so that a plugin
 * loaded under it can only use its own jars. Protocols' class-loader tests use it.
 */
public final class ContractOnlyLoader extends ClassLoader {
    private static final String CONTRACT = "org.mwbench.contract.";

    private final ClassLoader lender;

    public ContractOnlyLoader(ClassLoader lender) {
        super("contract-only", ClassLoader.getPlatformClassLoader());
        this.lender = lender;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (name.startsWith(CONTRACT)) {
            return lender.loadClass(name);
        }
        throw new ClassNotFoundException(name + " is not part of the contract");
    }
}
