package org.mwbench.servers.corba;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.mwbench.contract.LoadedMachine;

/**
 * The platform's class-loader layout, rebuilt in a test: one loader holding the contract only
 * (its parent the platform loader: no ORB, no test class path above it), and under it one
 * loader per protocol holding that protocol's jars, so that two ORBs share a JVM and no class.
 * {@link #run} runs {@link IsolatedConformance} inside that world.
 */
public final class IsolatedLoaders implements AutoCloseable {
    private final URLClassLoader contract;
    private final List<URLClassLoader> loaders = new ArrayList<>();

    public IsolatedLoaders() throws IOException {
        contract = open("mwbench-contract", List.of(ProtocolClasspath.contract()), ClassLoader.getPlatformClassLoader());
    }

    /** A loader of its own for one protocol's class path, under the contract's. */
    public ClassLoader protocol(String name, List<Path> classpath) throws IOException {
        return open(name, classpath, contract);
    }

    /**
     * Starts {@code serverProtocol}'s server from {@code serverLoader}, connects
     * {@code clientProtocol}'s client from {@code clientLoader} and runs the conformance
     * check, on a thread whose context class loader sees the contract and no ORB, as an
     * injector's would.
     *
     * @return the mismatches, one a line; empty if the client conforms
     */
    public String run(String serverProtocol, ClassLoader serverLoader, String clientProtocol, ClassLoader clientLoader)
            throws Exception {
        // IsolatedConformance is loaded again, under the fresh contract, from this test jar.
        ClassLoader runner = open("runner", List.of(ProtocolClasspath.locationOf(IsolatedConformance.class)), contract);
        Class<?> conformance = runner.loadClass(IsolatedConformance.class.getName());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(contract);
        try {
            return (String) conformance.getMethod("check", String.class, ClassLoader.class, String.class, ClassLoader.class,
                            Duration.class)
                    .invoke(null, serverProtocol, serverLoader, clientProtocol, clientLoader, LoadedMachine.ANSWERED_CALL);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /**
     * Connects {@code clientProtocol}'s client from {@code clientLoader} to a server already running
     * at {@code endpoint} (a native server, which needs no loader) and runs the conformance check,
     * as {@link #run} does.
     *
     * @return the mismatches, one a line; empty if the client conforms
     */
    public String runAgainst(String endpoint, String clientProtocol, ClassLoader clientLoader) throws Exception {
        ClassLoader runner = open("runner", List.of(ProtocolClasspath.locationOf(IsolatedConformance.class)), contract);
        Class<?> conformance = runner.loadClass(IsolatedConformance.class.getName());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(contract);
        try {
            return (String) conformance.getMethod("checkEndpoint", String.class, String.class, ClassLoader.class,
                            Duration.class)
                    .invoke(null, endpoint, clientProtocol, clientLoader, LoadedMachine.ANSWERED_CALL);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private URLClassLoader open(String name, List<Path> classpath, ClassLoader parent) throws MalformedURLException {
        URL[] urls = new URL[classpath.size()];
        for (int i = 0; i < urls.length; i++) {
            urls[i] = classpath.get(i).toUri().toURL();
        }
        URLClassLoader loader = new URLClassLoader(name, urls, parent);
        loaders.add(loader);
        return loader;
    }

    @Override
    public void close() throws IOException {
        for (URLClassLoader loader : loaders) {
            loader.close();
        }
    }
}
