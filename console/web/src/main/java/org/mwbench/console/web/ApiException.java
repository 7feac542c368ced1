package org.mwbench.console.web;

/**
 * A request the console refuses, with the HTTP status to answer and words for the user.
 * {@code details} (validation errors on plan rows, say) goes into the JSON answer as it is.
 */
final class ApiException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final transient Object details;

    ApiException(int status, String message) {
        this(status, message, null);
    }

    ApiException(int status, String message, Object details) {
        super(message);
        this.status = status;
        this.details = details;
    }

    int status() {
        return status;
    }

    Object details() {
        return details;
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }
}
