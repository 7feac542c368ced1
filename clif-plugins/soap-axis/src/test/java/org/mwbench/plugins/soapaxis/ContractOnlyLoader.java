package org.mwbench.plugins.soapaxis;

/**
 * A class loader that holds the contract and nothing else, as the platform's application
 * loader does for a protocol plugin: it lends the {@code org.mwbench.contract} classes of the
 * test's class path, so that the test and the plugin share the SPI types, and hides
 * everything else on it (Axis, its dependencies, the service files), so that the plugin
 * can only use its own jars.
 */
final class ContractOnlyLoader extends ClassLoader {
    private static final String CONTRACT = "org.mwbench.contract.";

    private final ClassLoader lender;

    ContractOnlyLoader(ClassLoader lender) {
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
