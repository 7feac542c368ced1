package org.mwbench.plugins.rmiiiop;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mwbench.contract.Conformance;

/**
 * The protocol loaded as mwbench loads it: its jars (this module, the server module, the
 * GlassFish ORB) in a class loader of their own whose parent holds the contract and
 * nothing else. Everything is reached through the contract loader's types, by reflection,
 * so no class of the test's own class path takes part.
 */
final class IsolatedProtocol implements AutoCloseable {
    static final String PROTOCOL = "rmi-iiop";

    final URLClassLoader contract;
    final URLClassLoader plugin;

    IsolatedProtocol() throws Exception {
        URL contractJar = Conformance.class.getProtectionDomain().getCodeSource().getLocation();
        contract = new URLClassLoader("contract", new URL[] {contractJar}, ClassLoader.getPlatformClassLoader());
        plugin = new URLClassLoader(PROTOCOL, pluginClassPath(), contract);
    }

    Class<?> type(String name) throws ClassNotFoundException {
        return contract.loadClass(name);
    }

    Object server() throws Exception {
        return lookUp("server");
    }

    Object client() throws Exception {
        return lookUp("client");
    }

    /** A new {@code ReferenceService} of the contract loader. */
    Object referenceService() throws Exception {
        return type("org.mwbench.contract.ReferenceService").getConstructor().newInstance();
    }

    /** A {@code BenchmarkService} of the contract loader whose every method throws {@code failure}. */
    Object failingService(RuntimeException failure) throws Exception {
        return Proxy.newProxyInstance(contract, new Class<?>[] {type("org.mwbench.contract.BenchmarkService")},
                (proxy, method, args) -> {
                    throw failure;
                });
    }

    /** Starts the server on loopback and returns its {@code ServerHandle}. */
    AutoCloseable start(Object service) throws Throwable {
        return start(service, Map.of());
    }

    /** Starts the server on loopback, any port, with server options; returns its {@code ServerHandle}. */
    AutoCloseable start(Object service, Map<String, String> options) throws Throwable {
        Class<?> settings = type("org.mwbench.contract.middleware.ServerSettings");
        Object loopback = settings.getConstructor(String.class, int.class, Map.class)
                .newInstance(settings.getField("LOOPBACK").get(null), 0, options);
        return (AutoCloseable) invoke(type("org.mwbench.contract.middleware.MiddlewareServer")
                .getMethod("start", settings, type("org.mwbench.contract.BenchmarkService")),
                server(), loopback, service);
    }

    /** The server's part the calling thread's last white-box call carried back ({@code WhiteBoxCall}). */
    long lastServerNanos() throws Throwable {
        Class<?> call = type("org.mwbench.contract.middleware.WhiteBoxCall");
        return (long) call.getMethod("serverNanos").invoke(call.getMethod("current").invoke(null));
    }

    /** Connects to a server started by {@link #start}; returns the {@code BenchmarkConnection}. */
    AutoCloseable connect(AutoCloseable handle, Duration timeout) throws Throwable {
        return connect(handle, timeout, Map.of());
    }

    /** Connects with client options; returns the {@code BenchmarkConnection}. */
    AutoCloseable connect(AutoCloseable handle, Duration timeout, Map<String, String> options) throws Throwable {
        Object endpoint = type("org.mwbench.contract.middleware.ServerHandle").getMethod("endpoint").invoke(handle);
        Class<?> settings = type("org.mwbench.contract.middleware.ClientSettings");
        Object clientSettings = settings.getConstructor(Duration.class, Map.class).newInstance(timeout, options);
        return (AutoCloseable) invoke(type("org.mwbench.contract.middleware.MiddlewareClient")
                .getMethod("connect", String.class, settings), client(), endpoint, clientSettings);
    }

    /** {@code connection.wireCounter()}, through the contract loader's interface. */
    Optional<?> wireCounter(Object connection) throws Throwable {
        return (Optional<?>) invoke(connectionMethod("wireCounter"), connection);
    }

    /** {@code connection.whiteBoxTimed()}, through the contract loader's interface. */
    boolean whiteBoxTimed(Object connection) throws Throwable {
        return (Boolean) invoke(connectionMethod("whiteBoxTimed"), connection);
    }

    /** {@code connection.wireCounter().orElseThrow().bytesReceived()}, through the contract loader's interfaces. */
    long bytesReceived(Object connection) throws Throwable {
        Object wire = wireCounter(connection).orElseThrow();
        return (Long) invoke(type("org.mwbench.contract.middleware.WireBytes").getMethod("bytesReceived"), wire);
    }

    private Method connectionMethod(String name) throws Exception {
        return type("org.mwbench.contract.middleware.BenchmarkConnection").getMethod(name);
    }

    /** Calls {@code Conformance.assertConforms(connection)}. */
    void assertConforms(Object connection) throws Throwable {
        invoke(type("org.mwbench.contract.Conformance").getMethod("assertConforms", type("org.mwbench.contract.BenchmarkService")),
                null, connection);
    }

    /** Calls {@code connection.getCustomer(id)}, throwing what the call throws. */
    Object getCustomer(Object connection, String id) throws Throwable {
        return invoke(type("org.mwbench.contract.BenchmarkService").getMethod("getCustomer", String.class), connection, id);
    }

    private Object lookUp(String side) throws Exception {
        return type("org.mwbench.contract.middleware.Middlewares").getMethod(side, String.class, ClassLoader.class)
                .invoke(null, PROTOCOL, plugin);
    }

    private static Object invoke(Method method, Object target, Object... args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** This module's classes and its runtime dependencies, as the build wrote them. */
    private static URL[] pluginClassPath() throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(Path.of("target", "classes").toUri().toURL());
        String written = Files.readString(Path.of("target", "runtime-classpath.txt")).trim();
        for (String entry : written.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return urls.toArray(new URL[0]);
    }

    @Override
    public void close() throws java.io.IOException {
        try {
            plugin.close();
        } finally {
            contract.close();
        }
    }
}
