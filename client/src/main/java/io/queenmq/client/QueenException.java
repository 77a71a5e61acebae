package io.queenmq.client;

/**
 * Why a call to the broker did not succeed: the broker could not be reached (after the
 * retries), it refused a transaction, or the client was already closed. A non-2xx answer is
 * the subclass {@link QueenHttpException}.
 */
public class QueenException extends RuntimeException {
    /** An error described by {@code message}. */
    public QueenException(String message) {
        super(message);
    }

    /** An error described by {@code message}, caused by {@code cause}. */
    public QueenException(String message, Throwable cause) {
        super(message, cause);
    }
}
