package io.queenmq.client.admin;

import java.util.List;

/**
 * One consumer group on one queue ({@code __QUEUE_MODE__} for plain queue mode).
 *
 * @param members partitions with a cursor of this group
 * @param partitionsWithLag partitions with messages the group has not consumed
 * @param totalLag messages not yet consumed, or {@code null}
 * @param maxTimeLag age in seconds of the oldest message not yet consumed
 * @param state {@code Stable}, {@code Lagging} (lag over 300 s) or {@code Dead} (never consumed)
 */
public record ConsumerGroup(String name, List<String> topics, String queueName, int members, int partitionsWithLag,
                            Long totalLag, Long maxTimeLag, String state, String subscriptionMode,
                            String subscriptionTimestamp, String subscriptionCreatedAt) {}
