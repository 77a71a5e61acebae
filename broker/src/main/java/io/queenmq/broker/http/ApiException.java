package io.queenmq.broker.http;

/** A client-caused failure mapped to a status and a JSON {@code {"error": message}}. */
public final class ApiException extends RuntimeException {
    private final int status;

    public ApiException(int status, String message) {
        // No stack trace: this is an answer to the client, not a bug to debug.
        super(message, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }

    public static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    public static ApiException notFound(String message) {
        return new ApiException(404, message);
    }
}
