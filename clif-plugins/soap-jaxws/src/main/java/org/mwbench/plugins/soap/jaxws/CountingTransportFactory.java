package org.mwbench.plugins.soap.jaxws;

import com.sun.xml.ws.api.Component;
import com.sun.xml.ws.api.pipe.ClientTubeAssemblerContext;
import com.sun.xml.ws.api.pipe.TransportTubeFactory;
import com.sun.xml.ws.api.pipe.Tube;
import org.mwbench.contract.middleware.WireCounter;

/**
 * Gives one connection's proxy the RI's HTTP transport with counters on it
 * ({@link CountingHttpTransportPipe}). The client hands it to {@code Service.create} inside a
 * {@code ComponentFeature} aimed at the service's container: the RI then asks it, and not
 * the {@code META-INF/services} of the class path, for the transport of that service's
 * ports. In Java SE the RI gives each {@code Service} a container of its own, so the factory,
 * and the counter it holds, serve this connection only.
 */
final class CountingTransportFactory extends TransportTubeFactory implements Component {
    private final WireCounter counter;

    CountingTransportFactory(WireCounter counter) {
        this.counter = counter;
    }

    @Override
    public Tube doCreate(ClientTubeAssemblerContext context) {
        String scheme = context.getAddress().getURI().getScheme();
        if (!"http".equalsIgnoreCase(scheme)) {
            return null; // not ours: the RI falls back to its default transports
        }
        return new CountingHttpTransportPipe(new CountingCodec(context.getCodec()), context.getBinding(), counter);
    }

    @Override
    public <S> S getSPI(Class<S> spiType) {
        return spiType == TransportTubeFactory.class ? spiType.cast(this) : null;
    }
}
