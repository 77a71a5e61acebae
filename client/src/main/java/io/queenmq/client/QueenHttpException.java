package io.queenmq.client;

/**
 * The broker answered with a status outside 2xx. Carries the status and the broker's
 * {@code error} text (the body itself when it had no {@code error} field).
 */
public final class QueenHttpException extends QueenException {
    /** The HTTP status. */
    private final int status;
    /** The broker's error text. */
    private final String error;

    /** The answer {@code status} with the broker's {@code error} text, to {@code method path}. */
    public QueenHttpException(String method, String path, int status, String error) {
        super(method + " " + path + " answered " + status + ": " + error);
        this.status = status;
        this.error = error;
    }

    /** The HTTP status, e.g. 400. */
    public int status() {
        return status;
    }

    /** The broker's {@code error} text, e.g. {@code "Queue must be a string"}. */
    public String error() {
        return error;
    }
}
