package io.queenmq.client.admin;

import com.fasterxml.jackson.databind.JsonNode;

/** A dead-lettered message: its payload, the error it failed with and how often it was retried. */
public record DeadLetter(String id, String transactionId, String partitionId, String queue, String partition,
                         String consumerGroup, String errorMessage, int retryCount, JsonNode data,
                         String producerSub, String createdAt, String failedAt) {}
