package io.queenmq.client.admin;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A partition whose oldest message a consumer group has not consumed for a while. */
public record LaggingPartition(
        @JsonProperty("consumer_group") String consumerGroup,
        @JsonProperty("queue_name") String queueName,
        @JsonProperty("partition_name") String partitionName,
        @JsonProperty("partition_id") String partitionId,
        @JsonProperty("offset_lag") long offsetLag,
        @JsonProperty("time_lag_seconds") long timeLagSeconds,
        @JsonProperty("oldest_unconsumed_at") String oldestUnconsumedAt,
        @JsonProperty("last_consumed_at") String lastConsumedAt) {}
