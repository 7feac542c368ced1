package org.mwbench.servers.httpjson;

import java.io.IOException;

/**
 * A call the server answered with a failure status: the service threw ({@code 500}), or the
 * request was refused ({@code 4xx}). The message is the server's, the status is kept.
 */
public final class HttpJsonCallException extends IOException {
    private static final long serialVersionUID = 1L;

    private final int status;

    public HttpJsonCallException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The HTTP status of the reply. */
    public int status() {
        return status;
    }
}
