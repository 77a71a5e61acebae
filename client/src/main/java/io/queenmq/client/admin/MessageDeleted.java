package io.queenmq.client.admin;

/** The answer to deleting a message: {@code success} false with {@code Message not found}. */
public record MessageDeleted(boolean success, String partitionId, String transactionId, String message) {}
