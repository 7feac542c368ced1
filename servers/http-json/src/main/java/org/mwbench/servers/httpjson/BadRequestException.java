package org.mwbench.servers.httpjson;

import java.io.IOException;

/** A request the server cannot take: a {@code 400} reply, or {@code 413} when too large. */
final class BadRequestException extends IOException {
    private static final long serialVersionUID = 1L;

    private final int status;

    BadRequestException(String message) {
        this(400, message);
    }

    BadRequestException(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }
}
