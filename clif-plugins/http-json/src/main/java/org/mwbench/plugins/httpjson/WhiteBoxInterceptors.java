package org.mwbench.plugins.httpjson;

import org.apache.hc.client5.http.impl.classic.HttpClientBuilder;
import org.apache.hc.core5.http.Header;
import org.mwbench.contract.middleware.WhiteBox;
import org.mwbench.contract.middleware.WhiteBoxCall;

/**
 * The client's white-box hooks on Apache HttpClient 5, installed only with {@code whitebox=true}:
 * the last request interceptor runs once the JSON body is built and the request's headers are
 * added, before a pooled connection is leased and the request written (so the lease, a few µs,
 * falls in transport plus server); the first response interceptor runs once the reply's status line
 * and headers are read, before its body is (so reading the body is client time), and takes the
 * server's part from the {@value WhiteBox#SERVER_NANOS} header. Both run on the calling thread
 * (the classic, blocking API).
 */
final class WhiteBoxInterceptors {
    private WhiteBoxInterceptors() {
    }

    static void install(HttpClientBuilder builder) {
        builder.addRequestInterceptorLast((request, entity, context) ->
                WhiteBoxCall.current().requestSent(System.nanoTime()));
        builder.addResponseInterceptorFirst((response, entity, context) -> {
            WhiteBoxCall record = WhiteBoxCall.current();
            record.replyReceived(System.nanoTime());
            Header server = response.getFirstHeader(WhiteBox.SERVER_NANOS);
            long nanos = WhiteBox.parseNanos(server == null ? null : server.getValue());
            if (nanos >= 0) {
                record.serverNanos(nanos);
            }
        });
    }
}
