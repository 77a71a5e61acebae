package io.queenmq.broker.store.core;

import java.util.UUID;

/**
 * Outcome of one pushed item, in request order.
 *
 * @param duplicate true when (partition, transactionId) already existed; messageId is then the existing message's
 * @param partitionId the partition, null for duplicates (they are not reported with one)
 */
public record PushResult(int index, String transactionId, boolean duplicate, UUID messageId, UUID partitionId,
                         UUID traceId, String queue) {}
