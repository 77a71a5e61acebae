package io.queenmq.client.consume;

import java.util.List;

/** Processes the messages of one pop together; throwing fails all of them. */
@FunctionalInterface
public interface BatchHandler {
    /** Processes {@code messages}, in order per partition. */
    void handle(List<Message> messages) throws Exception;
}
