package io.queenmq.client.admin;

/**
 * A message in a {@link MessageList}, without its payload.
 *
 * @param status {@code pending}, {@code processing}, {@code completed} or {@code dead_letter}
 */
public record MessageSummary(String id, String transactionId, String partitionId, String queue, String partition,
                             String namespace, String task, String status, String traceId, String producerSub,
                             String createdAt, String leaseExpiresAt) {}
