package org.mwbench.plugins.soap.jaxws;

import com.sun.xml.ws.api.WSBinding;
import com.sun.xml.ws.api.pipe.TubeCloner;
import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.transport.http.client.HttpClientTransport;
import com.sun.xml.ws.transport.http.client.HttpTransportPipe;
import java.util.List;
import java.util.Map;
import org.mwbench.contract.middleware.WireCounter;

/**
 * The RI's own HTTP transport, {@link HttpTransportPipe}, unchanged but for two hooks: its
 * codec counts the request body it writes ({@link CountingCodec}), and each call's
 * {@link CountingHttpClientTransport} counts the response and both sets of headers.
 *
 * <p>The RI gives a tube to one call at a time (it pools copies for concurrent calls), so
 * the codec's count of the last request it wrote belongs to the call this pipe is making.
 */
final class CountingHttpTransportPipe extends HttpTransportPipe {
    private final CountingCodec codec;
    private final WSBinding binding;
    private final WireCounter counter;

    CountingHttpTransportPipe(CountingCodec codec, WSBinding binding, WireCounter counter) {
        super(codec, binding);
        this.codec = codec;
        this.binding = binding;
        this.counter = counter;
    }

    @Override
    protected HttpClientTransport getTransport(Packet request, Map<String, List<String>> reqHeaders) {
        return new CountingHttpClientTransport(request, reqHeaders, codec, counter);
    }

    /** The RI's copy would be a plain HttpTransportPipe: copy this one, as the RI does its own. */
    @Override
    public HttpTransportPipe copy(TubeCloner cloner) {
        CountingHttpTransportPipe copy = new CountingHttpTransportPipe(codec.copy(), binding, counter);
        cloner.add(this, copy);
        return copy;
    }
}
