package org.mwbench.servers.dubbo;

import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.model.FrameworkModel;

/**
 * One Dubbo of its own: a {@link FrameworkModel} (Dubbo's root of extensions, executors and
 * protocol servers), its one application and the bootstrap that starts and stops them. Each server
 * and each client connection has one, so that two of them in one JVM share no state: not the
 * protocol's server map, not the serialization allow list, not the executors. What Dubbo would add
 * and a benchmark does not need is off: no registry ({@code N/A}: direct URLs), no QoS server
 * (its port 22222), no shutdown hook of its own (mwbench closes what it opens), metadata kept
 * local, no file cache; metrics and tracing stay off because Micrometer is not on the class path.
 *
 * <p>Dubbo reads its extension files and classes through the thread's context class loader in
 * places; the start and the stop run with this module's loader as that, whoever calls.
 */
public final class DubboFramework implements AutoCloseable {
    /**
     * Dubbo's graceful stop, 10 s by default: an unexport first waits for its service to have
     * been idle a third of it (3.3 s), then Netty's loops wait a quiet period of up to 2 s. mwbench
     * closes a server or a connection once its calls are over, so those 5 s or more per close
     * waited for nothing; a short grace still lets a reply being written go out.
     */
    static final java.time.Duration SHUTDOWN_WAIT = java.time.Duration.ofMillis(300);
    private static final String SHUTDOWN_WAIT_KEY = "dubbo.service.shutdown.wait";
    private final FrameworkModel framework;
    private final DubboBootstrap bootstrap;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    private DubboFramework(FrameworkModel framework, DubboBootstrap bootstrap) {
        this.framework = framework;
        this.bootstrap = bootstrap;
    }

    /**
     * Starts a framework with the services and references {@code parts} adds to its bootstrap, and
     * returns once Dubbo says it has started (a service exported, a reference connected).
     */
    public static DubboFramework start(String applicationName, Consumer<DubboBootstrap> parts) throws Exception {
        DubboLogging.warningsOnly();
        return withPluginLoader(() -> {
            FrameworkModel framework = new FrameworkModel();
            try {
                DubboBootstrap bootstrap = DubboBootstrap.newInstance(framework);
                bootstrap.getApplicationModel().modelEnvironment().updateAppConfigMap(Map.of(
                        "dubbo.shutdownHook.listenIgnore", "true",
                        SHUTDOWN_WAIT_KEY, Long.toString(SHUTDOWN_WAIT.toMillis())));
                SerializationPolicy.apply(framework);
                bootstrap.application(application(applicationName))
                        .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE));
                parts.accept(bootstrap);
                bootstrap.start();
                return new DubboFramework(framework, bootstrap);
            } catch (RuntimeException | Error e) {
                framework.destroy();
                throw e;
            }
        });
    }

    private static ApplicationConfig application(String name) {
        ApplicationConfig application = new ApplicationConfig(name);
        application.setLogger(DubboLogging.NAME);
        application.setQosEnable(false);
        application.setQosCheck(false);
        application.setMetadataType("local");
        application.setEnableFileCache(false); // no cache files under the user's home
        SerializationPolicy.apply(application);
        return application;
    }

    /** Stops the bootstrap (unexports, disconnects) and destroys the framework: its executors and Netty loops end; safe to call twice. */
    @Override
    public void close() throws Exception {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        withPluginLoader(() -> {
            try {
                bootstrap.stop();
            } finally {
                framework.destroy();
            }
            return null;
        });
    }

    /** Runs {@code work} with this module's class loader as the thread's context loader. */
    static <T> T withPluginLoader(Callable<T> work) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(DubboFramework.class.getClassLoader());
        try {
            return work.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
