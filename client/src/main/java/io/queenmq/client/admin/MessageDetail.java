package io.queenmq.client.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One message with its payload, its status and, when dead-lettered, the error and retry count.
 */
public record MessageDetail(String id, String transactionId, String partitionId, String queue, String partition,
                            String namespace, String task, String status, JsonNode payload,
                            @JsonProperty("isEncrypted") boolean encrypted, String traceId, String producerSub,
                            String createdAt, String errorMessage, Integer retryCount, String leaseExpiresAt,
                            List<GroupDelivery> consumerGroups) {}
