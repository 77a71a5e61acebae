package io.queenmq.client.consume;

/** Processes one message; throwing fails it (it is redelivered, then dead-lettered). */
@FunctionalInterface
public interface MessageHandler {
    /** Processes {@code message}. */
    void handle(Message message) throws Exception;
}
