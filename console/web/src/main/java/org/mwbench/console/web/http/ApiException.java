package org.mwbench.console.web.http;

/**
 * A request the console refuses, with the HTTP status to answer and words for the user.
 * {@code details} (validation errors on plan rows, say) goes into the JSON answer as it is.
 */
public final class ApiException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final transient Object details;

    public ApiException(int status, String message) {
        this(status, message, null);
    }

    public ApiException(int status, String message, Object details) {
        super(message);
        this.status = status;
        this.details = details;
    }

    public int status() {
        return status;
    }

    public Object details() {
        return details;
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    public static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    public static ApiException conflict(String message) {
        return new ApiException(409, message);
    }
}
