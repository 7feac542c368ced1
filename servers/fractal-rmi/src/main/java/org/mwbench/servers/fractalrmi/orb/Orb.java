package org.mwbench.servers.fractalrmi.orb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.WireCounter;
import org.objectweb.fractal.adl.Factory;
import org.objectweb.fractal.adl.FactoryFactory;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.api.NoSuchInterfaceException;
import org.objectweb.fractal.api.control.ContentController;
import org.objectweb.fractal.jonathan.JContextFactory;
import org.objectweb.fractal.rmi.registry.NamingService;
import org.objectweb.fractal.rmi.registry.Registry;
import org.objectweb.fractal.util.Fractal;
import org.objectweb.jonathan.apis.binding.Identifier;
import org.objectweb.jonathan.apis.binding.NamingContext;
import org.objectweb.jonathan.apis.binding.Reference;
import org.objectweb.jonathan.apis.kernel.Context;
import org.objectweb.jonathan.apis.kernel.JonathanException;

/**
 * One Fractal RMI ORB: the {@value #DEFINITION} composite, made by Fractal ADL and run by
 * Julia, and the few operations mwbench needs of it. A server has one; each client connection
 * has its own, so its socket, its threads and its call timeout are its own.
 *
 * <p>This is the part of Fractal RMI's {@code Registry.createRegistry} and
 * {@code Registry.getRegistry} that mwbench keeps, without the {@code SecurityManager} those
 * install (deprecated on JDK 17, refused on JDK 24 and later).
 */
public final class Orb implements AutoCloseable {
    /** The ADL definition of the ORB (in this package's resources). */
    public static final String DEFINITION = "org.mwbench.servers.fractalrmi.orb.Orb";
    /** The Fractal implementation, given to Fractal as a hint rather than read from a system property. */
    public static final String JULIA = "org.objectweb.fractal.julia.Julia";
    /** Fractal RMI's key for its naming service, where {@link Registry#getRegistry} looks it up. */
    public static final int REGISTRY_KEY = -1;

    /** Fractal ADL's factory is not known to be safe for concurrent use: ORBs are made one at a time. */
    private static final Object ASSEMBLY = new Object();
    private static Factory adl;
    private static Component bootstrap;

    private final Component component;
    private final NamingContext context;
    private final SocketAttributes sockets;
    private final List<OrbResource> resources;
    private boolean closed;

    private Orb(Component component) throws NoSuchInterfaceException {
        this.component = component;
        this.context = (NamingContext) component.getFcInterface("context");
        Component sockets = subComponent(component, "binder", "connection-factory", "sockets");
        this.sockets = (SocketAttributes) Fractal.getAttributeController(sockets);
        this.resources = new ArrayList<>();
        // Adapter first (its keep-alive thread), then sockets (ends the readers), then threads.
        resources.add((OrbResource) subComponent(component, "adapter").getFcInterface(OrbResource.INTERFACE_NAME));
        resources.add((OrbResource) sockets.getFcInterface(OrbResource.INTERFACE_NAME));
        resources.add((OrbResource) subComponent(component, "binder", "scheduler")
                .getFcInterface(OrbResource.INTERFACE_NAME));
    }

    /**
     * Assembles and starts an ORB whose classes come from {@code loader}.
     *
     * @param bindAddress       where its server sockets listen (a client ORB listens nowhere
     *                          unless it exports an object)
     * @param callTimeoutMillis the longest a call waits for its reply, connecting and each read
     *                          of the reply included; 0 for none (a server ORB)
     */
    public static Orb start(ClassLoader loader, String bindAddress, int callTimeoutMillis) throws Exception {
        return start(loader, bindAddress, callTimeoutMillis, null);
    }

    /**
     * Assembles and starts an ORB whose sockets count their bytes into {@code wire}: a client
     * connection's ORB, whose sockets are all that connection's.
     *
     * @param wire where every socket of the ORB counts its bytes, or null for none
     * @see #start(ClassLoader, String, int)
     */
    public static Orb start(ClassLoader loader, String bindAddress, int callTimeoutMillis, WireCounter wire)
            throws Exception {
        Component component;
        synchronized (ASSEMBLY) {
            Map<String, Object> context = new HashMap<>();
            context.put("classloader", loader);
            context.put("bootstrap", bootstrap(loader));
            component = (Component) adl().newComponent(DEFINITION, context);
        }
        Component scheduler = subComponent(component, "binder", "scheduler");
        ((CallTimeoutAttributes) Fractal.getAttributeController(scheduler)).setCallTimeoutMillis(callTimeoutMillis);
        SocketAttributes sockets = (SocketAttributes) Fractal.getAttributeController(
                subComponent(component, "binder", "connection-factory", "sockets"));
        sockets.setBindAddress(bindAddress);
        sockets.setConnectTimeoutMillis(callTimeoutMillis);
        sockets.setReadTimeoutMillis(callTimeoutMillis);
        sockets.setWireCounter(wire);
        Fractal.getLifeCycleController(component).startFc();
        return new Orb(component);
    }

    /**
     * Julia's bootstrap component, chosen with the {@code fractal.provider} hint (so this works
     * whether or not the JVM sets the system property) and shared by all ORBs of this loader.
     */
    public static Component bootstrap(ClassLoader loader) throws Exception {
        synchronized (ASSEMBLY) {
            if (bootstrap == null) {
                Map<String, Object> hints = new HashMap<>();
                hints.put("fractal.provider", JULIA);
                hints.put("classloader", loader);
                bootstrap = Fractal.getBootstrapComponent(hints);
            }
            return bootstrap;
        }
    }

    private static Factory adl() throws Exception {
        if (adl == null) {
            adl = FactoryFactory.getFactory(FactoryFactory.FRACTAL_BACKEND);
        }
        return adl;
    }

    /** Fractal RMI's binder: exports objects, decodes references. */
    public NamingContext context() {
        return context;
    }

    /**
     * Exports {@code target} (a Fractal interface) on {@code port}: the first export opens the
     * ORB's server socket there; later ones with port 0 share it.
     *
     * @param key the object's key in the adapter, or null for the next free one
     * @throws JonathanException Fractal RMI's own, e.g. an {@code ExportException} when the port is taken
     */
    public Identifier export(Object target, int port, Integer key) throws JonathanException {
        Context exportContext = new JContextFactory().newContext();
        try {
            exportContext.addElement("port", Integer.class, Integer.valueOf(port), (char) 0);
            if (key != null) {
                exportContext.addElement("key", Integer.class, key, (char) 0);
            }
            return context.export(target, exportContext);
        } finally {
            exportContext.release();
        }
    }

    /**
     * A stub of the remote interface that {@code reference} designates (the encoded identifier
     * of {@link #reference(Object)}), bound in this ORB as Fractal RMI binds the references it
     * receives: no call is made, the connection opens with the first call.
     *
     * @param interfaceType the Java interface the stub implements
     */
    public Object bind(byte[] reference, String interfaceType) throws JonathanException {
        Identifier identifier = context.decode(reference, 0, reference.length);
        Context hints = new JContextFactory().newContext();
        try {
            hints.addElement("interface_type", String.class, interfaceType, (char) 0);
            return identifier.bind(new Identifier[] {identifier}, hints);
        } finally {
            hints.release();
        }
    }

    /** The encoded identifier (host, port, key) of a Fractal RMI stub, which {@link #bind} takes. */
    public static byte[] reference(Object stub) throws JonathanException {
        return ((Reference) stub).getIdentifiers()[0].encode();
    }

    /** The backlog of the server socket the ORB opens at its first export: call before that. */
    public void listenBacklog(int backlog) {
        sockets.setBacklog(backlog);
    }

    /** The port the ORB's server socket listens on; -1 before the first export. */
    public int listeningPort() {
        return sockets.getListeningPort();
    }

    /** A stub of the naming service at {@code host:port} (no call is made yet). */
    public NamingService registry(String host, int port) throws JonathanException {
        return Registry.getRegistry(host, port, context);
    }

    /**
     * Closes every socket, ends every thread of the ORB, and lets its adapter's keep-alive
     * thread go. The composite is not stopped through Fractal's life cycle: Julia would wait
     * there for calls in progress, and once its sockets and threads are gone nothing is left
     * to stop. Safe to call twice.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (OrbResource resource : resources) {
            resource.release();
        }
    }

    /** The component at {@code path} (names of nested sub-components) under {@code root}. */
    static Component subComponent(Component root, String... path) throws NoSuchInterfaceException {
        Component current = root;
        for (String name : path) {
            current = child(Fractal.getContentController(current), name);
        }
        return current;
    }

    private static Component child(ContentController content, String name) throws NoSuchInterfaceException {
        for (Component sub : content.getFcSubComponents()) {
            if (name.equals(Fractal.getNameController(sub).getFcName())) {
                return sub;
            }
        }
        throw new IllegalStateException("the Fractal RMI ORB has no component named '" + name + "'");
    }
}
