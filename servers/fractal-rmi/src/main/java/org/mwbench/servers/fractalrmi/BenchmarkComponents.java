package org.mwbench.servers.fractalrmi;

import org.mwbench.contract.BenchmarkService;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.api.factory.GenericFactory;
import org.objectweb.fractal.api.type.ComponentType;
import org.objectweb.fractal.api.type.InterfaceType;
import org.objectweb.fractal.api.type.TypeFactory;
import org.objectweb.fractal.rmi.registry.NamingService;
import org.objectweb.fractal.util.Fractal;

/**
 * Makes the two Julia primitives a server exports: the benchmark component and Fractal RMI's
 * naming service. Julia is told the class loader to use (Julia's {@code {loader, desc}}
 * controller descriptor), since at run time the wire interface lives in the protocol's own
 * class loader, below the one that holds Julia.
 */
final class BenchmarkComponents {
    private static final String NAMING_IMPLEMENTATION = "org.objectweb.fractal.rmi.registry.NamingServiceImpl";
    private static final String NAMING_ATTRIBUTES = "org.objectweb.fractal.rmi.registry.NamingServiceAttributes";

    private BenchmarkComponents() {
    }

    /** A started primitive whose {@code benchmark} interface calls {@code service}. */
    static Component benchmark(Component bootstrap, ClassLoader loader, BenchmarkService service) throws Exception {
        TypeFactory types = Fractal.getTypeFactory(bootstrap);
        ComponentType type = types.createFcType(new InterfaceType[] {
            types.createFcItfType(FractalRmiServer.BENCHMARK_INTERFACE, FractalBenchmark.class.getName(), false, false, false),
        });
        return started(Fractal.getGenericFactory(bootstrap), type, loader, new BenchmarkContent(service));
    }

    /** A started Fractal RMI naming service, as {@code Registry.createRegistry} makes it. */
    static Component namingService(Component bootstrap, ClassLoader loader) throws Exception {
        TypeFactory types = Fractal.getTypeFactory(bootstrap);
        ComponentType type = types.createFcType(new InterfaceType[] {
            types.createFcItfType(NamingService.NAMING_SERVICE, NamingService.class.getName(), false, false, false),
            types.createFcItfType("attribute-controller", NAMING_ATTRIBUTES, false, false, false),
        });
        return started(Fractal.getGenericFactory(bootstrap), type, loader, NAMING_IMPLEMENTATION);
    }

    private static Component started(GenericFactory factory, ComponentType type, ClassLoader loader, Object content)
            throws Exception {
        Component component = factory.newFcInstance(type, new Object[] {loader, "primitive"}, content);
        Fractal.getLifeCycleController(component).startFc();
        return component;
    }
}
