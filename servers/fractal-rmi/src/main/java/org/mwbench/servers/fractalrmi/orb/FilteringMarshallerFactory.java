package org.mwbench.servers.fractalrmi.orb;

import org.objectweb.fractal.rmi.io.RmiMarshallerFactory;
import org.objectweb.jonathan.apis.presentation.UnMarshaller;
import org.objectweb.jonathan.apis.resources.Chunk;
import org.objectweb.jonathan.apis.resources.ChunkProvider;

/**
 * Fractal RMI's marshaller factory, whose unmarshallers filter what they deserialize
 * ({@link FilteringUnMarshaller}). Marshalling is Fractal RMI's own.
 */
public class FilteringMarshallerFactory extends RmiMarshallerFactory {

    @Override
    public UnMarshaller newUnMarshaller(ChunkProvider provider) {
        return new FilteringUnMarshaller(domain, contextFactory, provider);
    }

    @Override
    public UnMarshaller newUnMarshaller(Chunk chunk, int read) {
        return new FilteringUnMarshaller(domain, contextFactory, chunk, read);
    }
}
