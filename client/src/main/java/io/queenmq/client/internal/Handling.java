package io.queenmq.client.internal;

import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.BatchHandler;
import io.queenmq.client.consume.Message;
import io.queenmq.client.consume.MessageHandler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Internal, not API. How a consumer runs its handler over one popped batch and turns the run into one
 * acknowledgment status per message. {@link #run} never throws: a handler's exception becomes
 * a failed outcome.
 */
public interface Handling {

    /**
     * The statuses to acknowledge a batch with, the error text to store with a failure, and how
     * many messages the handler ran on ({@code handled}) and failed; the rest were given back.
     */
    record Outcome(List<AckStatus> statuses, String error, int handled, int failed) {}

    /** Runs the handler over {@code messages}; never throws. */
    Outcome run(List<Message> messages);

    /**
     * One message at a time, in order. When the handler throws, the messages before are
     * completed, that one is failed, and those after are given back ({@code retry}) so that
     * they are redelivered after it, keeping the partition's order.
     */
    static Handling each(MessageHandler handler) {
        return messages -> {
            List<AckStatus> statuses = new ArrayList<>(messages.size());
            for (Message message : messages) {
                try {
                    handler.handle(message);
                    statuses.add(AckStatus.COMPLETED);
                } catch (Exception e) {
                    statuses.add(AckStatus.FAILED);
                    int handled = statuses.size();
                    statuses.addAll(Collections.nCopies(messages.size() - handled, AckStatus.RETRY));
                    return new Outcome(statuses, describe(e), handled, 1);
                }
            }
            return new Outcome(statuses, null, messages.size(), 0);
        };
    }

    /** The whole batch at once: all completed, or all failed when the handler throws. */
    static Handling batch(BatchHandler handler) {
        return messages -> {
            try {
                handler.handle(messages);
                return new Outcome(Collections.nCopies(messages.size(), AckStatus.COMPLETED), null, messages.size(), 0);
            } catch (Exception e) {
                return new Outcome(Collections.nCopies(messages.size(), AckStatus.FAILED), describe(e), messages.size(),
                        messages.size());
            }
        };
    }

    private static String describe(Exception e) {
        return e.getMessage() != null ? e.getMessage() : e.getClass().getName();
    }
}
