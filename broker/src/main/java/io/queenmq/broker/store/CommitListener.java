package io.queenmq.broker.store;

/** Told, after a commit, that a partition may have become consumable (new messages, a released lease). */
@FunctionalInterface
public interface CommitListener {
    void messagesAvailable(String queue, String partition);
}
