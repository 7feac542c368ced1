package org.mwbench.plugins.httpjson;

import java.time.Duration;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.mwbench.contract.middleware.WhiteBoxTimed;
import org.mwbench.contract.middleware.WireCounter;
import org.mwbench.servers.httpjson.HttpJsonEndpoint;

/** A connection whose client carries {@link WhiteBoxInterceptors} ({@code whitebox=true}). */
final class TimedApacheHttpJsonConnection extends ApacheHttpJsonConnection implements WhiteBoxTimed {

    TimedApacheHttpJsonConnection(CloseableHttpClient client, RequestConfig config, HttpJsonEndpoint endpoint,
                                  Duration timeout, WireCounter counter) {
        super(client, config, endpoint, timeout, counter);
    }
}
