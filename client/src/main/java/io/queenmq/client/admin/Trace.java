package io.queenmq.client.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A trace event recorded for a message. The message's ids and payload are filled only in
 * {@link TracesByName}.
 */
public record Trace(
        String id,
        @JsonProperty("event_type") String eventType,
        JsonNode data,
        @JsonProperty("consumer_group") String consumerGroup,
        @JsonProperty("created_at") String createdAt,
        @JsonProperty("trace_names") List<String> traceNames,
        @JsonProperty("transaction_id") String transactionId,
        @JsonProperty("partition_id") String partitionId,
        @JsonProperty("queue_name") String queueName,
        @JsonProperty("partition_name") String partitionName,
        @JsonProperty("message_payload") JsonNode messagePayload) {}
