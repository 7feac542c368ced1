package org.mwbench.servers.tcp;

import java.io.IOException;

/** A frame that does not follow the wire format: a bad length, a truncated field, a stray byte. */
public final class WireFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public WireFormatException(String message) {
        super(message);
    }
}
